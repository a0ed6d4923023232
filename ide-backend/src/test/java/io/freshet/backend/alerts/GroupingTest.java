package io.freshet.backend.alerts;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.ui.health.HealthEntry;
import io.freshet.ui.health.HealthState;
import io.freshet.ui.health.HealthSubject;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Which incidents an evaluation starts and stops, and the one grouped message that announces them. */
class GroupingTest {

    private static final HealthSubject A = new HealthSubject(HealthSubject.Kind.MATERIALIZED_TABLE, "lakehouse.dwd.a");
    private static final HealthSubject B = new HealthSubject(HealthSubject.Kind.TABLE, "lakehouse.ods.b");
    private static final HealthSubject C = new HealthSubject(HealthSubject.Kind.INGESTION, "shop-cdc");
    private static final Instant AT = Instant.parse("2026-12-06T21:00:00Z");

    @Test
    void onlyNewSubjectsStartAndOnlyOpenOnesThatNoLongerMatchStop() {
        Map<HealthSubject, HealthEntry> firing = new LinkedHashMap<>();
        firing.put(A, failing(A, "job cancelled"));
        firing.put(B, failing(B, "no snapshot"));
        IncidentChanges changes = IncidentChanges.of(firing,
                List.of(new OpenIncident(1, A, true), new OpenIncident(2, C, false)));
        assertThat(changes.started()).extracting(HealthEntry::subject).containsExactly(B);
        assertThat(changes.stopped()).extracting(OpenIncident::subject).containsExactly(C);
        assertThat(IncidentChanges.of(firing, List.of(new OpenIncident(1, A, true), new OpenIncident(3, B, true))).none())
                .isTrue();
    }

    @Test
    void oneMessageListsEverySubjectThatStarted() {
        NoticeMessage m = NoticeText.firing("dwd failing", List.of(failing(A, "job cancelled"), failing(C, "")), AT);
        assertThat(m.subjects()).containsExactly("lakehouse.dwd.a", "shop-cdc");
        assertThat(m.text()).isEqualTo("Freshet alert 'dwd failing' is firing for 2 subjects at 2026-12-06 21:00:00 UTC:"
                + "\n- lakehouse.dwd.a (materialized table): FAILING - job cancelled"
                + "\n- shop-cdc (ingestion): FAILING");
        assertThat(m.emailSubject()).isEqualTo("[Freshet] FIRING: dwd failing (2)");
        NoticeMessage back = NoticeText.recovered("dwd failing", List.of(B), AT);
        assertThat(back.text()).isEqualTo("Freshet alert 'dwd failing' recovered for 1 subject at 2026-12-06 21:00:00"
                + " UTC:\n- lakehouse.ods.b (table)");
    }

    @Test
    void webhookShapes() {
        NoticeMessage m = NoticeText.recovered("r \"x\"", List.of(A), AT);
        assertThat(m.webhookJson(true)).isEqualTo("{\"text\":\"Freshet alert 'r \\\"x\\\"' recovered for 1 subject at"
                + " 2026-12-06 21:00:00 UTC:\\n- lakehouse.dwd.a (materialized table)\"}");
        assertThat(m.webhookJson(false)).startsWith("{\"kind\":\"RECOVERED\",\"rule\":\"r \\\"x\\\"\",\"text\":")
                .endsWith(",\"subjects\":[\"lakehouse.dwd.a\"]}");
    }

    private static HealthEntry failing(HealthSubject s, String reason) {
        return new HealthEntry(s, HealthState.FAILING, reason, AT, null, null, null, null);
    }
}

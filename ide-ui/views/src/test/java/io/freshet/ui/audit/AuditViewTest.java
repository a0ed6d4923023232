package io.freshet.ui.audit;

import static io.freshet.ui.testing.Components.byId;
import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.textfield.TextField;
import io.freshet.ui.testing.Cells;
import io.freshet.ui.testing.Fakes;
import io.freshet.ui.testing.UiExtension;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The audit log page against a fake audit service: the query it sends and how an entry reads. */
class AuditViewTest {

    private static final Instant AT = Instant.parse("2026-12-07T04:05:06.789Z");
    private static final AuditEntry ENTRY = new AuditEntry(41, AT, "boss", "ROLE_CHANGED", "carl", "SUCCESS",
            "DEVELOPER -> ADMIN (ended 1 open session)");

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    private final List<AuditQuery> queries = new ArrayList<>();

    @Test
    void openingShowsTheNewestEntriesUnfiltered() {
        AuditView view = view();

        assertThat(queries).containsExactly(new AuditQuery("", "", "", 500));
        assertThat(grid(view).getGenericDataView().getItems()).containsExactly(ENTRY);
    }

    @Test
    void filterSendsWhatIsTypedInTheThreeFields() {
        AuditView view = view();
        byId(view, "audit-actor", TextField.class).setValue("boss");
        byId(view, "audit-action", TextField.class).setValue("role_changed");
        byId(view, "audit-text", TextField.class).setValue("carl");

        byId(view, "audit-filter", Button.class).click();

        assertThat(queries).as("typed text goes as is: the service trims and upper-cases")
                .containsExactly(new AuditQuery("", "", "", 500), new AuditQuery("boss", "role_changed", "carl", 500));
    }

    @Test
    void anEntryReadsWithItsTimeToTheSecondInTheServersZone() {
        AuditView view = view();

        String local = LocalDateTime.ofInstant(AT, ZoneId.systemDefault()).withNano(0).toString().replace('T', ' ');
        assertThat(Cells.headers(grid(view))).containsExactly("Time", "User", "Action", "Target", "Outcome", "Detail");
        assertThat(Cells.row(grid(view), ENTRY)).containsExactly(local, "boss", "ROLE_CHANGED", "carl", "SUCCESS",
                "DEVELOPER -> ADMIN (ended 1 open session)");
        assertThat(Cells.text(grid(view), 0, ENTRY)).matches("\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}");
    }

    private AuditView view() {
        return new AuditView(Fakes.of(AuditService.class, Map.of("find", args -> {
            queries.add((AuditQuery) args[0]);
            return List.of(ENTRY);
        })));
    }

    @SuppressWarnings("unchecked")
    private static Grid<AuditEntry> grid(AuditView view) {
        return byId(view, "audit-grid", Grid.class);
    }
}

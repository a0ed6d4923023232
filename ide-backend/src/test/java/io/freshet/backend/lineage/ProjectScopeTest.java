package io.freshet.backend.lineage;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.lineage.ColumnLineage;
import io.freshet.analysis.lineage.ConditionKind;
import io.freshet.analysis.lineage.IndirectSource;
import io.freshet.analysis.lineage.LineageKind;
import io.freshet.analysis.lineage.SourceColumn;
import io.freshet.analysis.lineage.StatementLineage;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which catalog definitions a project's graph keeps: those it reaches upstream from its own tables, no others. */
class ProjectScopeTest {

    private static final ScriptLineage REPORT = new ScriptLineage(1, 1, "report.sql",
            List.of(copy(3, "c.ads.report", "c.dws.daily")), List.of("c.ads.report"), null);

    @Test
    void keepsTheDefinitionsOfWhatTheProjectReadsAndWhatThoseRead() {
        ScriptLineage daily = definition(-1, "c.dws.daily", "c.dwd.detail");
        ScriptLineage detail = definition(-2, "c.dwd.detail", "c.ods.orders");
        ScriptLineage elsewhere = definition(-3, "c.dws.other", "c.dwd.detail");

        assertThat(ProjectScope.definitions(List.of(REPORT), List.of(), List.of(elsewhere, detail, daily)))
                .as("detail is reached through daily, though listed before it; other reads detail but is not read")
                .containsExactly(detail, daily);
    }

    @Test
    void aConditionSourceCountsAsRead() {
        ScriptLineage filtered = new ScriptLineage(2, 1, "filtered.sql", List.of(new StatementLineage(1,
                "c.ads.filtered", List.of(), List.of(new IndirectSource("c.dws.flags", "on",
                List.of(ConditionKind.FILTER))))), List.of(), null);
        ScriptLineage flags = definition(-1, "c.dws.flags", "c.ods.raw");

        assertThat(ProjectScope.definitions(List.of(filtered), List.of(), List.of(flags))).containsExactly(flags);
        assertThat(ProjectScope.definitions(List.of(REPORT), List.of(), List.of(flags))).isEmpty();
    }

    private static ScriptLineage definition(long id, String target, String source) {
        return new ScriptLineage(id, 0, "catalog:" + target, List.of(copy(1, target, source)), List.of(), null);
    }

    private static StatementLineage copy(int line, String target, String source) {
        return new StatementLineage(line, target, List.of(new ColumnLineage("v", List.of(new SourceColumn(source, "v",
                LineageKind.DIRECT)))), List.of());
    }
}

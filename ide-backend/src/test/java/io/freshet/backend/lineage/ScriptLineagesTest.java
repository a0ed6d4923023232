package io.freshet.backend.lineage;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.ui.lineage.LineageGraph;
import io.freshet.ui.scripts.ScriptDocument;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Incremental updates re-analyse only from the changed script, and only as far as the catalog changed. */
class ScriptLineagesTest {

    private final ScriptLineages lineages = new ScriptLineages(new ScriptAnalyzer());
    private final CatalogSnapshot live = SampleProjects.emptyLakehouse();

    @Test
    void updatesOnlyWhatASaveChanged() {
        List<ScriptDocument> scripts = SampleProjects.scripts(SampleProjects.ECOMMERCE);
        int[] count = new int[1];
        List<ScriptLineage> full = lineages.update(List.of(), scripts, live, count);
        assertThat(count[0]).isEqualTo(5);
        LineageGraph before = LineageIndex.build("p", live, full, List.of()).graph();

        count[0] = 0;
        assertThat(lineages.update(full, scripts, live, count)).isEqualTo(full);
        assertThat(count[0]).as("nothing changed").isZero();

        count[0] = 0;
        List<ScriptLineage> commented = lineages.update(full, edit(scripts, 2, s -> s + "\n-- a comment"), live, count);
        assertThat(count[0]).as("same catalog after 03: 04 and 05 are kept").isOne();
        assertThat(commented.get(3)).isSameAs(full.get(3));
        assertThat(LineageIndex.build("p", live, commented, List.of()).graph()).isEqualTo(before);

        count[0] = 0;
        List<ScriptLineage> narrowed = lineages.update(full, edit(scripts, 3,
                s -> s.replace("    MAX(city) AS city,\n", "")), live, count);
        assertThat(count[0]).as("04 changed a table: 05 runs on a new catalog").isEqualTo(2);
        LineageGraph after = LineageIndex.build("p", live, narrowed, List.of()).graph();
        assertThat(after.columnEdges()).hasSize(before.columnEdges().size() - 1)
                .noneMatch(e -> "city".equals(e.targetColumn()) && e.targetTable().endsWith("user_summary"));
    }

    private static List<ScriptDocument> edit(List<ScriptDocument> scripts, int index,
                                             java.util.function.UnaryOperator<String> change) {
        List<ScriptDocument> edited = new ArrayList<>(scripts);
        ScriptDocument old = edited.get(index);
        edited.set(index, new ScriptDocument(old.id(), old.project(), old.path(), change.apply(old.content()),
                old.version() + 1, "test", old.savedAt()));
        return edited;
    }
}

package io.freshet.backend.lineage;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.lineage.LineageKind;
import io.freshet.analysis.lineage.SourceColumn;
import io.freshet.analysis.lineage.StatementLineage;
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

    @Test
    void materializedTablesNoScriptWritesGetTheirLineageFromTheirDefinitionsAndKeepTheirOwnProblems() {
        CatalogSnapshot catalog = new ScriptAnalyzer().validate("""
                CREATE DATABASE ods;
                CREATE DATABASE dwd;
                CREATE TABLE ods.src (id BIGINT, v INT) WITH ('connector' = 'datagen');
                CREATE TABLE ods.gone (id BIGINT) WITH ('connector' = 'datagen');
                CREATE MATERIALIZED TABLE dwd.a FRESHNESS = INTERVAL '1' HOUR AS SELECT id, v + 1 AS w FROM ods.src;
                CREATE MATERIALIZED TABLE dwd.b FRESHNESS = INTERVAL '1' HOUR AS SELECT id FROM ods.gone;
                CREATE MATERIALIZED TABLE dwd.c FRESHNESS = INTERVAL '1' HOUR AS SELECT id FROM ods.src;
                DROP TABLE ods.gone;
                """, live).catalogAfter();
        ScriptLineage writesC = new ScriptLineage(1, 1, "c.sql", List.of(new StatementLineage(1, "lakehouse.dwd.c",
                List.of(), List.of())), catalog, catalog, null);

        List<ScriptLineage> definitions = lineages.catalogDefinitions(catalog, List.of(writesC), catalog);

        assertThat(definitions).extracting(ScriptLineage::path)
                .containsExactlyInAnyOrder("catalog:lakehouse.dwd.a", "catalog:lakehouse.dwd.b");
        ScriptLineage a = definitions.stream().filter(d -> d.path().endsWith(".a")).findFirst().orElseThrow();
        ScriptLineage b = definitions.stream().filter(d -> d.path().endsWith(".b")).findFirst().orElseThrow();
        assertThat(a.problem()).isNull();
        assertThat(a.statements()).singleElement().satisfies(st -> {
            assertThat(st.target()).isEqualTo("lakehouse.dwd.a");
            assertThat(st.columns()).filteredOn(c -> c.name().equals("w")).singleElement()
                    .satisfies(c -> assertThat(c.sources()).containsExactly(
                            new SourceColumn("lakehouse.ods.src", "v", LineageKind.TRANSFORM)));
        });
        assertThat(b.statements()).isEmpty();
        assertThat(b.problem()).startsWith("catalog:lakehouse.dwd.b: ").contains("gone");
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

package io.freshet.backend.lineage;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.lineage.LineageKind;
import io.freshet.analysis.lineage.SourceColumn;
import io.freshet.analysis.lineage.StatementLineage;
import io.freshet.ui.lineage.LineageGraph;
import io.freshet.ui.scripts.ScriptDocument;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Incremental updates re-analyse only from the changed script, and only as far as the catalog changed. */
class ScriptLineagesTest {

    private final CatalogSnapshot live = SampleProjects.emptyLakehouse();

    @Test
    void updatesOnlyWhatASaveChanged() {
        ScriptLineages lineages = new ScriptLineages();
        List<ScriptDocument> scripts = SampleProjects.scripts(SampleProjects.ECOMMERCE);
        assertThat(lineages.update(scripts, live)).isEqualTo(5);
        LineageGraph before = LineageIndex.build("p", live, lineages).graph();

        assertThat(lineages.update(scripts, live)).as("nothing changed").isZero();

        List<ScriptDocument> commented = edit(scripts, 2, s -> s + "\n-- a comment");
        assertThat(lineages.update(commented, live)).as("03 keeps its tables' columns: 04 and 05 are kept").isOne();
        assertThat(LineageIndex.build("p", live, lineages).graph()).isEqualTo(before);

        assertThat(lineages.update(edit(commented, 3, s -> s.replace("    MAX(city) AS city,\n", "")), live))
                .as("04 changed user_summary, which 05 does not read").isOne();
        LineageGraph after = LineageIndex.build("p", live, lineages).graph();
        assertThat(after.columnEdges()).hasSize(before.columnEdges().size() - 1)
                .noneMatch(e -> "city".equals(e.targetColumn()) && e.targetTable().endsWith("user_summary"));

        assertThat(lineages.update(scripts, live)).as("back to the first texts of 03 and 04").isEqualTo(2);
        assertThat(LineageIndex.build("p", live, lineages).graph()).isEqualTo(before);
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
                CREATE TABLE dwd.c (id BIGINT) WITH ('connector' = 'blackhole');
                DROP TABLE ods.gone;
                """, live).catalogAfter();
        ScriptLineages lineages = new ScriptLineages();
        lineages.update(List.of(new ScriptDocument(1, "p", "c.sql", "INSERT INTO dwd.c SELECT id FROM ods.src;", 1,
                "test", Instant.EPOCH)), catalog);

        List<ScriptLineage> definitions = lineages.catalogDefinitions();

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
        assertThat(lineages.scripts()).singleElement().satisfies(c -> {
            assertThat(c.problem()).isNull();
            assertThat(c.statements()).extracting(StatementLineage::target).containsExactly("lakehouse.dwd.c");
        });
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

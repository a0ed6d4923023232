package io.freshet.backend.deploy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.catalog.CatalogInfo;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.DatabaseInfo;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.project.ProjectSession;
import io.freshet.backend.definitions.PlannedStatement;
import io.freshet.backend.definitions.ProjectDefinitions;
import io.freshet.backend.definitions.ScriptStatements;
import io.freshet.ui.deploy.DeployPlan;
import io.freshet.ui.deploy.ScriptStatus;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.scripts.ScriptDocument;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Deploying the sample project into an empty lakehouse runs everything; into the lakehouse it produced (as Flink's
 * planner builds it) runs nothing but session set-up; a changed script is kept unless the user chose to re-create.
 */
class DeployStatementsTest {

    private static final Path SAMPLE = Path.of("..", "sample-projects", "ecommerce");
    private static final List<String> FILES = List.of("01_ods_tables.sql", "02_ods_data.sql",
            "03_dwd_order_detail.sql", "04_dws_realtime.sql", "05_dws_reports.sql");
    private static final ScriptAnalyzer ANALYZER = new ScriptAnalyzer();
    private static final TableId USER_SUMMARY = new TableId("lakehouse", "dws", "user_summary");
    private static List<ScriptDocument> scripts;
    private static CatalogSnapshot deployed;

    @BeforeAll
    static void deploySampleInThePlanner() throws Exception {
        scripts = new ArrayList<>();
        for (String file : FILES) {
            scripts.add(new ScriptDocument(scripts.size() + 1, "ecommerce", file, Files.readString(SAMPLE.resolve(file)),
                    1, "test", Instant.EPOCH));
        }
        CatalogSnapshot after = ProjectSession.open(texts(scripts), empty()).snapshot();
        deployed = new CatalogSnapshot("lakehouse", "default", after.catalogs());
    }

    @Test
    void anEmptyLakehouseGetsEveryScript() {
        DeployPlan plan = plan(scripts, empty(), Set.of()).plan();
        assertThat(plan.scripts()).extracting(s -> s.status()).containsOnly(ScriptStatus.NEW);
        assertThat(plan.scripts().get(2).tables()).containsExactly("lakehouse.dwd.order_detail");
    }

    @Test
    void theLakehouseTheProjectMadeIsUpToDate() {
        Planned planned = plan(scripts, deployed, Set.of());
        assertThat(planned.plan().scripts()).extracting(s -> s.path() + " " + s.status())
                .containsOnly(FILES.stream().map(f -> f + " UP_TO_DATE").toArray(String[]::new));
        assertThat(planned.decided()).filteredOn(d -> d.action() == StepAction.RUN)
                .allSatisfy(d -> assertThat(d.statement().sessionOnly()).as(d.statement().statement().text()).isTrue());
    }

    @Test
    void aChangedScriptIsShownWithItsDiffAndReCreatedOnlyWhenChosen() {
        List<ScriptDocument> edited = new ArrayList<>(scripts);
        ScriptDocument realtime = edited.get(3);
        edited.set(3, new ScriptDocument(realtime.id(), realtime.project(), realtime.path(),
                realtime.content().replace("INTERVAL '10' SECOND", "INTERVAL '20' SECOND"), 2, "test", Instant.EPOCH));

        Planned kept = plan(edited, deployed, Set.of());
        assertThat(kept.plan().scripts().get(3).status()).isEqualTo(ScriptStatus.CHANGED);
        assertThat(kept.plan().changes()).singleElement().satisfies(change -> {
            assertThat(change.table()).isEqualTo(USER_SUMMARY.toString());
            assertThat(change.line()).isEqualTo(6);
            assertThat(change.deployed()).contains("FRESHNESS = INTERVAL '10' SECOND");
            assertThat(change.script()).contains("FRESHNESS = INTERVAL '20' SECOND");
        });
        assertThat(kept.plan().scripts().get(2).status()).isEqualTo(ScriptStatus.UP_TO_DATE);
        assertThat(action(kept, USER_SUMMARY)).isEqualTo(StepAction.KEEP);

        Planned recreated = plan(edited, deployed, Set.of(USER_SUMMARY));
        assertThat(action(recreated, USER_SUMMARY)).isEqualTo(StepAction.DROP_THEN_RUN);
        Map<TableId, TableInfo> live = new LinkedHashMap<>();
        deployed.tables().forEach(t -> live.put(t.id(), t));
        assertThat(DeployWork.of(recreated.decided(), live)).filteredOn(w -> w.sql() != null
                && !w.source().sessionOnly()).extracting(DeployWork::sql)
                .containsExactly("DROP MATERIALIZED TABLE `lakehouse`.`dws`.`user_summary`",
                        edited.get(3).content().substring(edited.get(3).content().indexOf("CREATE MATERIALIZED"),
                                edited.get(3).content().lastIndexOf(';')));
    }

    @Test
    void theSampleProjectPassesThePreflightAndAProjectThatWouldFailHalfwayDoesNot() {
        Planned planned = plan(scripts, empty(), Set.of());
        List<DeployWork> work = DeployWork.of(planned.decided(), Map.of());
        DeployPreflight.check(work, empty(), ANALYZER);

        List<ScriptDocument> failing = new ArrayList<>(scripts);
        failing.add(new ScriptDocument(99, "ecommerce", "06_lifecycle.sql",
                "-- suspends a plain table\nALTER MATERIALIZED TABLE ods.users SUSPEND;\n", 1, "test", Instant.EPOCH));
        Planned wouldFail = plan(failing, empty(), Set.of());
        assertThatThrownBy(() -> DeployPreflight.check(DeployWork.of(wouldFail.decided(), Map.of()), empty(), ANALYZER))
                .isInstanceOf(ServiceException.class)
                .hasMessage("Not deployed: 06_lifecycle.sql line 2 would fail: Table `lakehouse`.`ods`.`users` is not a"
                        + " materialized table, does not support materialized table related operation. No statement"
                        + " was sent.");
    }

    private record Planned(DeployPlan plan, List<DeployStatements.Decided> decided) {
    }

    private static Planned plan(List<ScriptDocument> ordered, CatalogSnapshot live, Set<TableId> recreate) {
        List<PlannedStatement> statements = ScriptStatements.of(ordered, "lakehouse", "default");
        CatalogSnapshot analysed = ProjectSession.open(texts(ordered),
                ProjectDefinitions.withoutDefined(live, statements)).snapshot();
        Map<TableId, TableInfo> tables = new LinkedHashMap<>();
        live.tables().forEach(t -> tables.put(t.id(), t));
        DeployPlanner.Compared compared = new DeployPlanner.Compared("ecommerce", ordered, statements,
                ProjectDefinitions.compare(live, analysed, statements), tables, null);
        return new Planned(DeployPlanner.plan(compared), DeployPlanner.decide(compared, recreate));
    }

    private static StepAction action(Planned planned, TableId table) {
        return planned.decided().stream().filter(d -> table.equals(d.statement().target())
                && d.statement().defines()).findFirst().orElseThrow().action();
    }

    private static Map<String, String> texts(List<ScriptDocument> ordered) {
        Map<String, String> texts = new LinkedHashMap<>();
        ordered.forEach(s -> texts.put(s.path(), s.content()));
        return texts;
    }

    private static CatalogSnapshot empty() {
        return new CatalogSnapshot("lakehouse", "default", List.of(new CatalogInfo("lakehouse", "default", Map.of(),
                List.of(new DatabaseInfo("default", List.of())))));
    }
}

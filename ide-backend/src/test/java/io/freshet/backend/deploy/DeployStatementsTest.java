package io.freshet.backend.deploy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.ui.deploy.DeployPlan;
import io.freshet.ui.deploy.ScriptStatus;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.scripts.ScriptDocument;
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

    private static final ScriptAnalyzer ANALYZER = new ScriptAnalyzer();
    private static final CatalogSnapshot EMPTY = DeployFixture.emptyLakehouse();
    private static final TableId USER_SUMMARY = new TableId("lakehouse", "dws", "user_summary");
    private static List<ScriptDocument> scripts;
    private static CatalogSnapshot deployed;

    @BeforeAll
    static void deploySampleInThePlanner() throws Exception {
        scripts = DeployFixture.sampleScripts();
        deployed = DeployFixture.deployed(scripts);
    }

    @Test
    void anEmptyLakehouseGetsEveryScript() {
        DeployPlan plan = plan(scripts, EMPTY, Set.of()).plan();
        assertThat(plan.scripts()).extracting(s -> s.status()).containsOnly(ScriptStatus.NEW);
        assertThat(plan.scripts().get(2).tables()).containsExactly("lakehouse.dwd.order_detail");
    }

    @Test
    void theLakehouseTheProjectMadeIsUpToDate() {
        Planned planned = plan(scripts, deployed, Set.of());
        assertThat(planned.plan().scripts()).extracting(s -> s.path() + " " + s.status())
                .containsOnly(DeployFixture.SAMPLE_FILES.stream().map(f -> f + " UP_TO_DATE").toArray(String[]::new));
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
        Planned planned = plan(scripts, EMPTY, Set.of());
        List<DeployWork> work = DeployWork.of(planned.decided(), Map.of());
        DeployPreflight.check(work, EMPTY, ANALYZER);

        List<ScriptDocument> failing = new ArrayList<>(scripts);
        failing.add(DeployFixture.script(99, "06_lifecycle.sql",
                "-- suspends a plain table\nALTER MATERIALIZED TABLE ods.users SUSPEND;\n"));
        Planned wouldFail = plan(failing, EMPTY, Set.of());
        assertThatThrownBy(() -> DeployPreflight.check(DeployWork.of(wouldFail.decided(), Map.of()), EMPTY, ANALYZER))
                .isInstanceOf(ServiceException.class)
                .hasMessage("Not deployed: 06_lifecycle.sql line 2 would fail: Table `lakehouse`.`ods`.`users` is not a"
                        + " materialized table, does not support materialized table related operation. No statement"
                        + " was sent.");
    }

    private record Planned(DeployPlan plan, List<DeployStatements.Decided> decided) {
    }

    private static Planned plan(List<ScriptDocument> ordered, CatalogSnapshot live, Set<TableId> recreate) {
        DeployPlanner.Compared compared = DeployFixture.analyse("ecommerce", ordered, live).compared();
        return new Planned(DeployPlanner.plan(compared), DeployPlanner.decide(compared, recreate));
    }

    private static StepAction action(Planned planned, TableId table) {
        return planned.decided().stream().filter(d -> table.equals(d.statement().target())
                && d.statement().defines()).findFirst().orElseThrow().action();
    }
}

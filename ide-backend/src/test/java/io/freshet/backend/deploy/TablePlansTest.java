package io.freshet.backend.deploy;

import static io.freshet.backend.deploy.DeployFixture.script;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.policy.PolicyRule;
import io.freshet.analysis.policy.Refusal;
import io.freshet.analysis.project.Environment;
import io.freshet.analysis.project.ProjectLineage;
import io.freshet.analysis.script.TextRange;
import io.freshet.backend.definitions.EnvironmentScripts;
import io.freshet.backend.deploy.DeployFixture.Analysed;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.deploy.DefinitionPart;
import io.freshet.ui.deploy.PlanCommit;
import io.freshet.ui.deploy.PlanOptions;
import io.freshet.ui.deploy.PlannedStep;
import io.freshet.ui.deploy.ProjectPlan;
import io.freshet.ui.deploy.Refill;
import io.freshet.ui.deploy.TableAction;
import io.freshet.ui.deploy.TableData;
import io.freshet.ui.deploy.TablePlan;
import io.freshet.ui.scripts.ScriptDocument;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The deployment plan as one object, on the sample project deployed in Flink's planner (as DeployStatementsTest
 * builds it) with fakes for the warehouse's data and the policy: commit B changes the DWD table's query and adds a
 * DWS table; the plan says exactly re-create (why, what it drops, how it refills, what follows) and create.
 */
class TablePlansTest {

    private static final String DETAIL = "lakehouse.dwd.order_detail";
    private static final String CITY = "lakehouse.dws.city_gmv_daily";
    private static final String CITY_SCRIPT = """
            CREATE MATERIALIZED TABLE dws.city_gmv_daily (
                CONSTRAINT pk PRIMARY KEY (ds, city) NOT ENFORCED
            ) PARTITIONED BY (ds)
            WITH ('partition.fields.ds.date-formatter' = 'yyyy-MM-dd')
            FRESHNESS = INTERVAL '1' DAY
            AS SELECT ds, city, SUM(amount) AS gmv FROM dwd.order_detail WHERE status = 'PAID' GROUP BY ds, city;
            """;
    private static final TableData HELD = new TableData(1234, 5, 2048);
    private static final PlanCommit COMMIT_B = new PlanCommit("main", "b".repeat(40), false);

    /** Flink's planner takes seconds per project: each script list is analysed once. */
    private static final Map<List<ScriptDocument>, Analysed> ANALYSED = new HashMap<>();
    private static List<ScriptDocument> scripts;
    private static List<ScriptDocument> commitB;
    private static CatalogSnapshot deployed;

    private final List<String> buttonSteps = new ArrayList<>();
    private final PlanSteps.Judge allowAll = (sql, buttonStep) -> {
        if (buttonStep) {
            buttonSteps.add(sql);
        }
        return List.of();
    };

    @BeforeAll
    static void deploySampleInThePlanner() throws Exception {
        scripts = DeployFixture.sampleScripts();
        deployed = DeployFixture.deployed(scripts);
        commitB = new ArrayList<>(scripts);
        ScriptDocument dwd = scripts.get(2);
        commitB.set(2, script(dwd.id(), dwd.path(), dwd.content().replace("JOIN ods.items AS i ON oi.item_id ="
                + " i.item_id;", "JOIN ods.items AS i ON oi.item_id = i.item_id\nWHERE oi.quantity > 0;")));
        commitB.add(script(6, "06_dws_city.sql", CITY_SCRIPT));
    }

    @Test
    void commitBPlansExactlyTheReCreateWithItsCostAndTheCreate() {
        ProjectPlan plan = plan(commitB, new PlanOptions(Set.of(), true, false), allowAll).plan();

        assertThat(plan.tables(TableAction.RECREATE)).singleElement().satisfies(detail -> {
            assertThat(detail.table()).isEqualTo(DETAIL);
            assertThat(detail.differs()).containsExactly(DefinitionPart.QUERY);
            assertThat(detail.reason()).isEqualTo("query differs");
            assertThat(detail.dropped()).isEqualTo(HELD);
            assertThat(detail.refill()).isEqualTo(Refill.of(Refill.Kind.CONTINUOUS));
            assertThat(detail.downstream()).contains("lakehouse.dws.user_summary", "lakehouse.dws.item_gmv_hourly",
                    CITY).doesNotContain(DETAIL);
            assertThat(detail.change().diff()).anySatisfy(l -> {
                assertThat(l.kind()).isEqualTo(io.freshet.ui.projects.LineDiff.Kind.ADDED);
                assertThat(l.text()).contains("> 0");
            });
        });
        assertThat(plan.tables(TableAction.CREATE)).singleElement().satisfies(city -> {
            assertThat(city.table()).isEqualTo(CITY);
            assertThat(city.refreshMode()).isEqualTo("FULL");
            assertThat(city.refill()).isEqualTo(Refill.backfill(5, "2024-06-01 .. 2024-06-05"));
            assertThat(city.refill().words()).isEqualTo("backfill of 5 days (2024-06-01 .. 2024-06-05)");
            assertThat(city.dropped()).isNull();
        });
        assertThat(plan.tables()).filteredOn(t -> !t.table().equals(DETAIL) && !t.table().equals(CITY))
                .extracting(TablePlan::action).containsOnly(TableAction.UNCHANGED);
        assertThat(plan.commit()).isEqualTo(COMMIT_B);
        assertThat(plan.nothingToDo()).isFalse();
        assertThat(plan.blocked()).isEmpty();
    }

    @Test
    void theDropOfAReCreateComesRightBeforeItsCreateAndIsTheOnlyButtonStep() {
        ProjectPlan plan = plan(commitB, new PlanOptions(Set.of(DETAIL), false, false), allowAll).plan();

        List<PlannedStep> steps = plan.steps();
        int drop = indexOf(steps, s -> s.action() == PlannedStep.Action.DROP);
        assertThat(steps.get(drop).sql()).isEqualTo("DROP MATERIALIZED TABLE `lakehouse`.`dwd`.`order_detail`");
        assertThat(steps.get(drop).why()).isEqualTo("drops " + DETAIL + " to create it again: query differs");
        assertThat(steps.get(drop + 1).kind()).isEqualTo("CREATE_MATERIALIZED_TABLE");
        assertThat(steps.get(drop + 1).action()).isEqualTo(PlannedStep.Action.RUN);
        assertThat(steps.get(drop + 1).line()).isEqualTo(steps.get(drop).line());
        assertThat(buttonSteps).containsExactly(steps.get(drop).sql());
        assertThat(steps).filteredOn(s -> s.action() == PlannedStep.Action.SKIP).allSatisfy(s -> {
            assertThat(s.verdict()).as("a statement that is not sent is not judged").isNull();
            assertThat(s.why()).startsWith("skipped: ");
        });
        assertThat(steps).filteredOn(s -> s.kind().equals("INSERT")).extracting(PlannedStep::why).isNotEmpty()
                .allSatisfy(why -> assertThat(why).matches("skipped: lakehouse\\.ods\\.\\w+ was there already, its data"
                        + " is not loaded again"))
                .contains("skipped: lakehouse.ods.orders was there already, its data is not loaded again");
        assertThat(steps).extracting(PlannedStep::index).containsExactlyElementsOf(
                java.util.stream.IntStream.range(0, steps.size()).boxed().toList());
    }

    @Test
    void aChangedTableTheUserKeepsSaysWhatAReCreateWouldCost() {
        ProjectPlan plan = plan(commitB, PlanOptions.DEFAULT, allowAll).plan();

        assertThat(plan.tables(TableAction.RECREATE)).isEmpty();
        assertThat(plan.tables(TableAction.KEEP)).singleElement().satisfies(kept -> {
            assertThat(kept.table()).isEqualTo(DETAIL);
            assertThat(kept.dropped()).isEqualTo(HELD);
            assertThat(kept.refill()).isEqualTo(Refill.of(Refill.Kind.CONTINUOUS));
            assertThat(kept.downstream()).contains(CITY);
        });
        assertThat(plan.steps()).noneMatch(s -> s.action() == PlannedStep.Action.DROP);
        assertThat(plan.scripts().get(2).changes()).singleElement()
                .satisfies(c -> assertThat(c.table()).isEqualTo(DETAIL));
    }

    @Test
    void aStatementThePolicyRefusesBlocksThePlanWithItsPlaceAndReason() {
        PlanSteps.Judge noDrops = (sql, buttonStep) -> sql.startsWith("DROP") && !buttonStep
                ? List.of(new Refusal(PolicyRule.ROLE, "DROP needs ADMIN.", TextRange.point(1, 1))) : List.of();
        PlanSteps.Judge refusesCity = (sql, buttonStep) -> sql.contains("city_gmv_daily")
                ? List.of(new Refusal(PolicyRule.OPTION, "The option is not allowed.", TextRange.point(1, 1)))
                : List.of();

        ProjectPlan allowed = plan(commitB, new PlanOptions(Set.of(DETAIL), false, false), noDrops).plan();
        ProjectPlan refused = plan(commitB, PlanOptions.DEFAULT, refusesCity).plan();

        assertThat(allowed.blocked()).as("the DROP of a re-create is a step of the deploy's button").isEmpty();
        assertThat(refused.blocked()).contains("06_dws_city.sql line 1 is refused by the statement policy: The"
                + " option is not allowed.");
        assertThat(refused.firstRefusal().orElseThrow().verdict().rule()).isEqualTo("OPTION");
    }

    @Test
    void aPlanForDevCreatesEveryTableInDevDatabasesAndNamesNoProductionTable() {
        List<ScriptDocument> dev = EnvironmentScripts.place(commitB, Environment.of("dev_"), "lakehouse", "default");
        PlanOptions options = PlanOptions.DEFAULT.withEnvironment("dev_");
        ProjectPlan plan = plan(dev, options, allowAll).plan();

        assertThat(plan.options().environment()).isEqualTo("dev_");
        assertThat(plan.tables()).isNotEmpty().allSatisfy(t -> {
            assertThat(t.table()).startsWith("lakehouse.dev_");
            assertThat(t.action()).as(t.table() + ": nothing of dev_ is live yet").isEqualTo(TableAction.CREATE);
        });
        assertThat(plan.tables()).extracting(TablePlan::table).contains("lakehouse.dev_dwd.order_detail",
                "lakehouse.dev_dws.city_gmv_daily", "lakehouse.dev_ods.orders");
        assertThat(plan.steps()).filteredOn(s -> s.table() != null)
                .allSatisfy(s -> assertThat(s.table()).startsWith("lakehouse.dev_"));
        assertThat(plan.steps()).allSatisfy(s -> assertThat(s.sql()).as("no statement names a production database")
                .doesNotContainPattern("(?<![\\w`])(ods|dwd|dws)\\s*\\."));
        assertThat(plan.steps()).extracting(PlannedStep::sql)
                .anySatisfy(sql -> assertThat(sql).contains("USE dev_ods"));
        assertThat(plan.fingerprint()).as("the environment is part of what the plan does")
                .isNotEqualTo(plan(dev, PlanOptions.DEFAULT, allowAll).plan().fingerprint());
        assertThat(PlanFingerprint.whatChanged(plan, plan(dev, PlanOptions.DEFAULT, allowAll).plan()))
                .isEqualTo("the plan is now for environment none");
    }

    @Test
    void aProjectTheEnvironmentCannotPlaceIsRefusedWithTheReason() {
        List<ScriptDocument> withCall = new ArrayList<>(commitB);
        withCall.add(script(7, "07_compact.sql", "CALL sys.compact('dws.city_gmv_daily');"));
        assertThatThrownBy(() -> EnvironmentScripts.place(withCall, Environment.of("dev_"), "lakehouse", "default"))
                .isInstanceOf(ServiceException.class)
                .hasMessageContaining("cannot be deployed into environment dev_: 07_compact.sql line 1, column ")
                .hasMessageContaining("string literals");
        assertThat(EnvironmentScripts.place(withCall, Environment.NONE, "lakehouse", "default")).isSameAs(withCall);
    }

    @Test
    void theFingerprintChangesWithWhatTheDeploymentDoesNotWithTheDataAtStake() {
        PlanOptions options = new PlanOptions(Set.of(DETAIL), false, false);
        String base = plan(commitB, options, allowAll).plan().fingerprint();
        PlanFacts otherData = facts(new TableData(99_999, 6, 9_999_999), 6);

        assertThat(plan(commitB, options, allowAll, otherData, COMMIT_B, List.of()).plan().fingerprint())
                .isEqualTo(base);
        assertThat(plan(commitB, PlanOptions.DEFAULT, allowAll).plan().fingerprint()).as("keep instead of re-create")
                .isNotEqualTo(base);
        assertThat(plan(commitB, options, allowAll, facts(HELD, 5), new PlanCommit("main", "c".repeat(40), false),
                List.of()).plan().fingerprint()).as("another commit").isNotEqualTo(base);
        ProjectPlan refused = plan(commitB, options, (sql, b) -> sql.contains("city_gmv_daily")
                ? List.of(new Refusal(PolicyRule.OPTION, "no", TextRange.point(1, 1))) : List.of()).plan();
        assertThat(refused.fingerprint()).as("another verdict").isNotEqualTo(base);
        assertThat(PlanFingerprint.whatChanged(plan(commitB, options, allowAll).plan(),
                plan(commitB, PlanOptions.DEFAULT, allowAll).plan())).isEqualTo(DETAIL + " was to RECREATE, now KEEP");
    }

    @Test
    void theDeployedProjectAgainHasNothingToDo() {
        ProjectPlan plan = plan(scripts, new PlanOptions(Set.of(), true, true), allowAll).plan();

        assertThat(plan.nothingToDo()).isTrue();
        assertThat(plan.tables()).extracting(TablePlan::action).containsOnly(TableAction.UNCHANGED);
        assertThat(plan.steps()).filteredOn(s -> s.action() != PlannedStep.Action.SKIP)
                .allSatisfy(s -> assertThat(s.table()).as(s.sql()).isNull());
    }

    @Test
    void aTableAnEarlierDeploymentCreatedThatNoScriptDefinesAnyMoreIsDroppedOnlyWhenAsked() {
        List<ScriptDocument> withoutReports = scripts.subList(0, 4);
        Set<TableId> created = Set.of(id("dws.category_gmv_daily"), id("dws.top_items_daily"),
                id("dws.item_gmv_hourly"), id("dws.user_summary"), id("ods.not_live"));
        DeployPlanner.Compared compared = analysed(withoutReports).compared();
        List<TableInfo> removed = DeployPlanner.removed(compared, created);

        assertThat(removed).extracting(t -> t.id().toString()).containsExactly("lakehouse.dws.category_gmv_daily",
                "lakehouse.dws.item_gmv_hourly", "lakehouse.dws.top_items_daily");
        ProjectPlan asked = plan(withoutReports, new PlanOptions(Set.of(), false, true), allowAll, facts(HELD, 5),
                null, removed).plan();
        assertThat(asked.tables(TableAction.DROP)).extracting(TablePlan::table).containsExactly(
                "lakehouse.dws.category_gmv_daily", "lakehouse.dws.item_gmv_hourly", "lakehouse.dws.top_items_daily");
        assertThat(asked.tables(TableAction.DROP).get(0).dropped()).isEqualTo(HELD);
        PlannedStep last = asked.steps().get(asked.steps().size() - 1);
        assertThat(last.sql()).isEqualTo("DROP MATERIALIZED TABLE `lakehouse`.`dws`.`top_items_daily`");
        assertThat(last.scriptPath()).isNull();
        assertThat(last.why()).isEqualTo("drops lakehouse.dws.top_items_daily: the project's scripts no longer"
                + " define it");
        assertThat(buttonSteps).as("a DROP of a removed table is judged as typed").isEmpty();
        assertThat(plan(withoutReports, PlanOptions.DEFAULT, allowAll).plan().tables(TableAction.DROP)).isEmpty();
    }

    private DeployPlanner.Planned plan(List<ScriptDocument> ordered, PlanOptions options, PlanSteps.Judge judge) {
        return plan(ordered, options, judge, facts(HELD, 5), COMMIT_B, List.of());
    }

    private static DeployPlanner.Planned plan(List<ScriptDocument> ordered, PlanOptions options,
                                              PlanSteps.Judge judge, PlanFacts facts, PlanCommit commit,
                                              List<TableInfo> removed) {
        Analysed analysed = analysed(ordered);
        return DeployPlanner.projectPlan(analysed.compared(), options, commit, "dev", Instant.EPOCH, removed,
                analysed.lineage(), facts, judge);
    }

    private static Analysed analysed(List<ScriptDocument> ordered) {
        return ANALYSED.computeIfAbsent(List.copyOf(ordered), key -> DeployFixture.analyse("ecommerce", key, deployed));
    }

    /** Every live table holds {@code held}; a FULL table's sources hold {@code days} days from 2024-06-01. */
    private static PlanFacts facts(TableData held, int days) {
        return new PlanFacts() {
            @Override
            public Optional<TableData> held(TableId table) {
                return Optional.of(held);
            }

            @Override
            public Optional<FollowUpOffer.Days> days(TableInfo planned, ProjectLineage lineage) {
                LocalDate first = LocalDate.parse("2024-06-01");
                return planned.partitionKeys().isEmpty() ? Optional.empty()
                        : Optional.of(new FollowUpOffer.Days(first, first.plusDays(days - 1)));
            }
        };
    }

    private static int indexOf(List<PlannedStep> steps, java.util.function.Predicate<PlannedStep> match) {
        for (int i = 0; i < steps.size(); i++) {
            if (match.test(steps.get(i))) {
                return i;
            }
        }
        throw new AssertionError("no such step");
    }

    private static TableId id(String name) {
        String[] parts = name.split("\\.");
        return new TableId("lakehouse", parts[0], parts[1]);
    }
}

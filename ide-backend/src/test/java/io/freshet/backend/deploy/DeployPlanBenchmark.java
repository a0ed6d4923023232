package io.freshet.backend.deploy;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.policy.PolicyChecker;
import io.freshet.analysis.policy.PolicyRole;
import io.freshet.analysis.policy.PolicyRule;
import io.freshet.analysis.policy.StatementPolicy;
import io.freshet.analysis.project.ProjectLineage;
import io.freshet.backend.lineage.GeneratedProject;
import io.freshet.ui.deploy.PlanCommit;
import io.freshet.ui.deploy.PlanOptions;
import io.freshet.ui.deploy.ProjectPlan;
import io.freshet.ui.deploy.TableAction;
import io.freshet.ui.scripts.ScriptDocument;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Timing of a deploy plan for a project of 500 materialized tables in 50 scripts (issue 35), or of
 * {@code -Dbench.tables=N} (issue 37: 5,000 in 500 scripts): the analysis the plan compares (Flink's planner over every
 * script, as a cold lineage index does it) and the plan built from it, against an empty warehouse (every table
 * created), the deployed one (nothing to do) and after one early script changed (10 changed tables with the rest
 * downstream). The statement policy judges every statement it would send, as the deploy page's plan does. Not a
 * test, nothing is asserted. Run on demand: {@code ./mvnw -o -pl ide-backend -am test -Dtest=DeployPlanBenchmark
 * [-Dbench.tables=5000]}; figures go to target/deploy-plan-benchmark.txt.
 */
class DeployPlanBenchmark {

    private static final int RUNS = 5;
    private static final PlanCommit COMMIT = new PlanCommit("main", "a".repeat(40), false);

    @Test
    void measure() throws Exception {
        List<String> report = new ArrayList<>();
        PolicyChecker checker = new PolicyChecker(StatementPolicy.defaults(), URI.create("file:///warehouse/"));
        PlanSteps.Judge judge = (sql, buttonStep) -> checker.check(sql, PolicyRole.DEVELOPER).stream()
                .filter(r -> !(buttonStep && r.rule() == PolicyRule.ROLE)).toList();
        int count = GeneratedProject.tables();
        List<ScriptDocument> scripts = GeneratedProject.scripts("gen", count);
        report.add(String.format("generated project: %,d materialized tables in %,d scripts", count,
                scripts.size() - 1));

        CatalogSnapshot empty = DeployFixture.emptyLakehouse();
        measure("empty warehouse (every table created), the JVM's first analysis", scripts, empty, judge, report);

        CatalogSnapshot deployed = DeployFixture.deployed(scripts);
        measure("the project deployed (nothing to do)", scripts, deployed, judge, report);

        List<ScriptDocument> changed = new ArrayList<>(scripts);
        ScriptDocument early = changed.get(2);
        changed.set(2, new ScriptDocument(early.id(), early.project(), early.path(),
                early.content().replace(" GROUP BY customer_id;", " WHERE customer_id > 0 GROUP BY customer_id;"),
                early.version() + 1, "bench", early.savedAt()));
        measure(String.format("one early script changed (10 tables, %,d downstream)", count - 20), changed, deployed,
                judge, report);
        measure("empty warehouse again, in a warm JVM", scripts, empty, judge, report);

        Path out = Path.of("target", "deploy-plan-benchmark.txt");
        Files.createDirectories(out.getParent());
        Files.write(out, report);
        report.forEach(System.out::println);
    }

    private static void measure(String name, List<ScriptDocument> scripts, CatalogSnapshot live,
                                PlanSteps.Judge judge, List<String> report) {
        long t0 = System.nanoTime();
        DeployFixture.Analysed analysis = DeployFixture.analyse("gen", scripts, live);
        DeployPlanner.Compared compared = analysis.compared();
        ProjectLineage lineage = analysis.lineage();
        long analysed = millis(t0);

        Supplier<ProjectPlan> plan = () -> DeployPlanner.projectPlan(compared, PlanOptions.DEFAULT, COMMIT, "dev",
                Instant.now(), List.of(), lineage, PlanFacts.NONE, judge).plan();
        ProjectPlan first = plan.get();
        List<Long> times = new ArrayList<>();
        for (int run = 0; run < RUNS; run++) {
            long t1 = System.nanoTime();
            plan.get();
            times.add(millis(t1));
        }
        List<Long> sorted = times.stream().sorted().toList();
        report.add(String.format("%s: analysis %d ms (%d statements); plan median %d ms, max %d ms over %d runs;"
                        + " %d tables: %d create, %d keep, %d unchanged; %d steps", name, analysed,
                compared.statements().size(),
                sorted.get(RUNS / 2), sorted.get(RUNS - 1), RUNS, first.tables().size(),
                first.tables(TableAction.CREATE).size(), first.tables(TableAction.KEEP).size(),
                first.tables(TableAction.UNCHANGED).size(), first.steps().size()));
    }

    private static long millis(long since) {
        return (System.nanoTime() - since) / 1_000_000;
    }
}

package io.freshet.backend.deploy;

import io.freshet.ui.deploy.PlanCommit;
import io.freshet.ui.deploy.PlannedStep;
import io.freshet.ui.deploy.ProjectPlan;
import io.freshet.ui.deploy.TablePlan;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * What a plan does as one SHA-256: its environment, its commit, each table's action and reason, each statement's
 * action, text and verdict. Planning again gives the same fingerprint exactly when applying would do the same; the
 * data a table holds and the days to refill are left out, as they change while tables are written.
 */
final class PlanFingerprint {

    private PlanFingerprint() {
    }

    /** @param environment the database prefix the plan deploys into, empty for production */
    static String of(String environment, PlanCommit commit, List<TablePlan> tables, List<PlannedStep> steps) {
        MessageDigest digest;
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
        StringBuilder text = new StringBuilder();
        if (!environment.isEmpty()) {
            // production's fingerprints stay as they were before environments
            text.append("environment ").append(environment).append('\n');
        }
        text.append(commit == null ? "-" : commit.branch() + " " + commit.commit() + " " + commit.uncommitted())
                .append('\n');
        for (TablePlan t : tables) {
            text.append(t.table()).append(' ').append(t.action()).append(' ').append(t.differs()).append('\n');
        }
        for (PlannedStep s : steps) {
            text.append(s.index()).append(' ').append(s.action()).append(' ').append(s.kind()).append(' ')
                    .append(s.verdict() == null ? "-" : s.verdict().allowed() + " " + s.verdict().rule()).append('\n')
                    .append(s.sql()).append("\n\u0000\n");
        }
        return HexFormat.of().formatHex(digest.digest(text.toString().getBytes(StandardCharsets.UTF_8)));
    }

    /** The first difference between a shown plan and the same plan made now, in words for the refusal. */
    static String whatChanged(ProjectPlan shown, ProjectPlan now) {
        if (!Objects.equals(shown.options().environment(), now.options().environment())) {
            return "the plan is now for environment " + now.options().placement().words();
        }
        if (!Objects.equals(shown.commit(), now.commit())) {
            return "the project is now on " + (now.commit() == null ? "no commit" : now.commit().words());
        }
        Map<String, TablePlan> before = shown.tables().stream()
                .collect(Collectors.toMap(TablePlan::table, Function.identity(), (a, b) -> a));
        for (TablePlan table : now.tables()) {
            TablePlan old = before.remove(table.table());
            if (old == null) {
                return table.table() + " is now to " + table.action();
            }
            if (old.action() != table.action()) {
                return table.table() + " was to " + old.action() + ", now " + table.action();
            }
        }
        if (!before.isEmpty()) {
            return before.keySet().iterator().next() + " is no longer part of the plan";
        }
        if (shown.steps().size() != now.steps().size()) {
            return "the scripts now have " + now.steps().size() + " steps instead of " + shown.steps().size();
        }
        for (int i = 0; i < now.steps().size(); i++) {
            PlannedStep a = shown.steps().get(i);
            PlannedStep b = now.steps().get(i);
            if (!Objects.equals(a.sql(), b.sql()) || a.action() != b.action()) {
                return b.where() + " changed";
            }
            if (!Objects.equals(a.verdict(), b.verdict())) {
                return "the statement policy's verdict on " + b.where() + " changed";
            }
        }
        return "the plan differs";
    }
}

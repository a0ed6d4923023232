package io.freshet.analysis.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code plan}, {@code apply} and {@code pull}: a Freshet server plans (its copy of a project, or a branch of the
 * project's repository) or deploys one of its projects, or pulls the project's linked branch, for a CI step, as the API
 * token's user (the server does the work, so its statement gate, audit log and backfills are those of the browser).
 * Exit codes: plan 0 nothing to do, 2 changes; apply 0 deployed, 1 failed; pull 0 pulled, 1 conflicts; all 1 on any
 * error.
 */
final class RemoteCommand {

    static final int CHANGES = 2;
    private static final Set<String> ENDED = Set.of("DONE", "FAILED", "CANCELLED");

    private RemoteCommand() {
    }

    static boolean handles(String command) {
        return command.equals("plan") || command.equals("apply") || command.equals("pull");
    }

    /** Runs the command and returns its exit code; never throws for bad input or a failing server. */
    static int run(String[] args, PrintStream out, PrintStream err, Map<String, String> env) {
        try {
            RemoteArguments parsed = RemoteArguments.parse(args, env);
            FreshetServer server = new FreshetServer(parsed.server(), parsed.token());
            return switch (parsed.command()) {
                case "plan" -> plan(parsed, server, out);
                case "pull" -> pull(parsed, server, out);
                default -> apply(parsed, server, out);
            };
        } catch (RemoteFailure e) {
            err.println("freshet-sql: " + e.getMessage());
            return 1;
        }
    }

    private static int plan(RemoteArguments args, FreshetServer server, PrintStream out) {
        JsonNode plan = server.plan(args.project(), args.recreateChanged(), args.environment(), args.ref());
        if (args.json()) {
            out.println(pretty(plan));
        } else {
            PlanText.print(plan, out);
        }
        return PlanText.nothingToDo(plan) ? 0 : CHANGES;
    }

    private static int pull(RemoteArguments args, FreshetServer server, PrintStream out) {
        JsonNode pulled = server.pull(args.project());
        if (args.json()) {
            out.println(pretty(pulled));
            return 0;
        }
        String commit = pulled.path("commit").asText("");
        out.println("Project " + args.project() + " pulled: " + pulled.path("branch").asText("?") + " at "
                + (commit.isEmpty() ? "no commit yet" : commit.substring(0, Math.min(8, commit.length())))
                + (pulled.path("message").isTextual() ? " (" + pulled.path("message").asText() + ")" : "") + ".");
        List<String> updated = new ArrayList<>();
        pulled.path("updated").forEach(path -> updated.add(path.asText()));
        out.println(updated.isEmpty() ? "  no script changed" : "  changed: " + String.join(", ", updated));
        return 0;
    }

    private static int apply(RemoteArguments args, FreshetServer server, PrintStream out) {
        JsonNode progress = server.apply(args.project(), args.recreateChanged(), args.environment());
        long id = progress.path("id").asLong(-1);
        if (id < 0) {
            throw new RemoteFailure("the server started a deployment but did not say its id");
        }
        StepPrinter steps = new StepPrinter(args.json() ? null : out);
        if (!args.json()) {
            out.println("Deployment " + id + " of " + args.project() + (args.environment().isEmpty() ? ""
                    : " into environment " + args.environment()) + " started by "
                    + progress.path("startedBy").asText("?") + ".");
        }
        long deadline = System.nanoTime() + args.timeout().toNanos();
        while (true) {
            steps.print(progress);
            String state = progress.path("state").asText();
            if (ENDED.contains(state)) {
                break;
            }
            if (System.nanoTime() > deadline) {
                throw new RemoteFailure("gave up waiting after " + args.timeout().toMinutes() + " min; deployment "
                        + id + " is " + state + " on the server");
            }
            if (state.equals("SCRIPTS_DONE")) {
                progress = server.followUp(id, args.followUps(), args.followUps());
                continue;
            }
            pause(args.poll());
            progress = server.progress(id);
        }
        if (args.json()) {
            out.println(pretty(progress));
        } else {
            out.println("Deployment " + id + " " + progress.path("state").asText() + ": "
                    + progress.path("message").asText(""));
        }
        return progress.path("state").asText().equals("DONE") && !steps.anyFailed(progress) ? 0 : 1;
    }

    private static void pause(Duration poll) {
        try {
            Thread.sleep(poll.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new RemoteFailure("interrupted while following the deployment", e);
        }
    }

    private static String pretty(JsonNode node) {
        try {
            return new ObjectMapper().writerWithDefaultPrettyPrinter().writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new RemoteFailure("could not write JSON: " + e.getOriginalMessage(), e);
        }
    }
}

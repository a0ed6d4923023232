package io.freshet.analysis.cli;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintStream;
import java.util.HashSet;
import java.util.Set;

/** Prints each step and follow-up of a deployment once, when it has ended, from the progress the server reports. */
final class StepPrinter {

    private static final Set<String> STEP_ENDED = Set.of("DONE", "UP_TO_DATE", "SKIPPED", "FAILED");

    private final PrintStream out;
    private final Set<Integer> printedSteps = new HashSet<>();
    private final Set<Integer> printedFollowUps = new HashSet<>();

    /** @param out where to print, or null to only track (for {@code --json}) */
    StepPrinter(PrintStream out) {
        this.out = out;
    }

    void print(JsonNode progress) {
        JsonNode steps = progress.path("steps");
        for (int i = 0; i < steps.size(); i++) {
            JsonNode step = steps.get(i);
            if (STEP_ENDED.contains(step.path("state").asText()) && printedSteps.add(i) && out != null) {
                String table = step.path("table").isTextual() ? " " + step.path("table").asText() : "";
                out.printf("  %s:%d %s%s: %s%n", step.path("scriptPath").asText(), step.path("line").asInt(),
                        step.path("kind").asText(), table, outcome(step, " (" + step.path("millis").asLong() + " ms)"));
            }
        }
        JsonNode followUps = progress.path("offered");
        for (int i = 0; i < followUps.size(); i++) {
            JsonNode f = followUps.get(i);
            if (STEP_ENDED.contains(f.path("state").asText()) && printedFollowUps.add(i) && out != null) {
                String detail = f.path("detail").isTextual() ? " (" + f.path("detail").asText() + ")" : "";
                out.printf("  follow-up %s %s: %s%n", f.path("kind").asText(), f.path("table").asText(),
                        outcome(f, detail));
            }
        }
    }

    /** True when a step or a follow-up failed, though the deployment may have ended DONE. */
    boolean anyFailed(JsonNode progress) {
        for (JsonNode step : progress.path("steps")) {
            if ("FAILED".equals(step.path("state").asText())) {
                return true;
            }
        }
        for (JsonNode f : progress.path("offered")) {
            if ("FAILED".equals(f.path("state").asText())) {
                return true;
            }
        }
        return false;
    }

    private static String outcome(JsonNode item, String done) {
        return switch (item.path("state").asText()) {
            case "DONE" -> "done" + done;
            case "UP_TO_DATE" -> "up to date";
            case "SKIPPED" -> "skipped";
            default -> "FAILED: " + item.path("error").asText("(no reason given)");
        };
    }
}

package io.freshet.analysis.cli;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintStream;

/**
 * A deploy plan (the server's JSON) as lines for a terminal or CI log: each script with its status, and the tables
 * that changed since they were deployed. Fields it does not know are left to {@code --json}.
 */
final class PlanText {

    private PlanText() {
    }

    /** True when the plan says an apply would run nothing. */
    static boolean upToDate(JsonNode plan) {
        if (plan.path("upToDate").isBoolean()) {
            return plan.path("upToDate").asBoolean();
        }
        for (JsonNode script : plan.path("scripts")) {
            if (!"UP_TO_DATE".equals(script.path("status").asText())) {
                return false;
            }
        }
        return true;
    }

    static void print(JsonNode plan, PrintStream out) {
        JsonNode scripts = plan.path("scripts");
        int pending = 0;
        for (JsonNode script : scripts) {
            pending += "UP_TO_DATE".equals(script.path("status").asText()) ? 0 : 1;
        }
        String project = plan.path("project").asText("?");
        out.println(upToDate(plan) ? "Project " + project + ": nothing to do, every script is up to date."
                : "Project " + project + ": " + pending + " of " + scripts.size() + " script(s) to apply.");
        for (JsonNode script : scripts) {
            int statements = script.path("statements").asInt();
            out.printf("  %-10s %s (%d statement%s)%s%n", script.path("status").asText(),
                    script.path("path").asText(), statements, statements == 1 ? "" : "s", tables(script));
            for (JsonNode change : script.path("changes")) {
                out.printf("      changed since deploy: %s (line %d); apply re-creates it only with"
                        + " --recreate-changed%n", change.path("table").asText(), change.path("line").asInt());
            }
        }
    }

    private static String tables(JsonNode script) {
        if ("UP_TO_DATE".equals(script.path("status").asText()) || script.path("tables").isEmpty()) {
            return "";
        }
        StringBuilder names = new StringBuilder(": ");
        for (JsonNode table : script.path("tables")) {
            names.append(names.length() > 2 ? ", " : "").append(table.asText());
        }
        return names.toString();
    }
}

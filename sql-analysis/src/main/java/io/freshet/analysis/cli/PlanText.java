package io.freshet.analysis.cli;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintStream;

/**
 * A deploy plan (the server's JSON) as lines for a terminal or CI log: each table the plan changes with its action,
 * why, the data it drops, how it is refilled and what follows downstream, then the statement that blocks it, if any.
 * A server without the plan object gets the older per-script lines. Other fields are left to {@code --json}.
 */
final class PlanText {

    private PlanText() {
    }

    /** True when the plan says an apply would change nothing. */
    static boolean nothingToDo(JsonNode plan) {
        if (plan.path("nothingToDo").isBoolean()) {
            return plan.path("nothingToDo").asBoolean();
        }
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
        if (plan.path("tables").isArray() && plan.path("tables").size() > 0 && plan.path("tables").get(0).isObject()) {
            printTables(plan, out);
        } else {
            printScripts(plan, out);
        }
    }

    private static void printTables(JsonNode plan, PrintStream out) {
        String project = plan.path("project").asText("?");
        String at = plan.path("commitWords").asText("");
        String environment = plan.path("environment").asText("");
        int changing = 0;
        int unchanged = 0;
        for (JsonNode table : plan.path("tables")) {
            String action = table.path("action").asText();
            changing += action.equals("UNCHANGED") || action.equals("KEEP") ? 0 : 1;
            unchanged += action.equals("UNCHANGED") ? 1 : 0;
        }
        out.println("Project " + project + (at.isEmpty() ? "" : " at " + at)
                + (environment.isEmpty() ? "" : " in environment " + environment) + ": " + (nothingToDo(plan)
                ? "nothing to do." : changing + " table(s) to change, " + unchanged + " unchanged."));
        for (JsonNode table : plan.path("tables")) {
            String action = table.path("action").asText();
            if (action.equals("UNCHANGED")) {
                continue;
            }
            out.printf("  %-9s %s%s%n", action, table.path("table").asText(), where(table));
            detail(out, "why", table.path("reason").asText(""));
            detail(out, "drops", table.path("droppedWords").asText(""));
            detail(out, "refill", table.path("refillWords").asText(""));
            detail(out, "downstream", join(table.path("downstream")));
            if (action.equals("KEEP")) {
                detail(out, "kept", "the live table stays as it is; apply re-creates it only with --recreate-changed");
            }
        }
        String blocked = plan.path("blocked").asText("");
        if (!blocked.isEmpty()) {
            out.println("  Blocked: " + blocked);
        }
    }

    private static String where(JsonNode table) {
        String script = table.path("scriptPath").asText("");
        return script.isEmpty() ? "" : " (" + script + " line " + table.path("line").asInt() + ")";
    }

    private static void detail(PrintStream out, String label, String text) {
        if (!text.isEmpty()) {
            out.printf("      %s: %s%n", label, text);
        }
    }

    private static String join(JsonNode names) {
        StringBuilder text = new StringBuilder();
        for (JsonNode name : names) {
            text.append(text.length() > 0 ? ", " : "").append(name.asText());
        }
        return text.toString();
    }

    private static void printScripts(JsonNode plan, PrintStream out) {
        JsonNode scripts = plan.path("scripts");
        int pending = 0;
        for (JsonNode script : scripts) {
            pending += "UP_TO_DATE".equals(script.path("status").asText()) ? 0 : 1;
        }
        String project = plan.path("project").asText("?");
        out.println(nothingToDo(plan) ? "Project " + project + ": nothing to do, every script is up to date."
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

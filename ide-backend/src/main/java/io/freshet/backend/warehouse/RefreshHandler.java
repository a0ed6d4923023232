package io.freshet.backend.warehouse;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads Flink's refresh handler description from a materialized table's options: its job or its schedule. */
public final class RefreshHandler {

    private static final String OPTION = PaimonTables.MT + "refresh-handler-description";
    private static final Pattern JOB_ID = Pattern.compile("jobId=([0-9a-f]{32})");
    private static final Pattern WORKFLOW = Pattern.compile("workflowName:\\s*([^,\\n}]+)");

    private RefreshHandler() {
    }

    /** The continuous refresh job's id, else null. */
    public static String jobId(Map<String, String> options) {
        return find(JOB_ID, options.getOrDefault(OPTION, ""));
    }

    /** The scheduler's workflow of a FULL table, else null. */
    public static String schedule(Map<String, String> options) {
        return find(WORKFLOW, options.getOrDefault(OPTION, ""));
    }

    private static String find(Pattern pattern, String text) {
        Matcher matcher = pattern.matcher(text);
        return matcher.find() ? matcher.group(1).strip() : null;
    }
}

package io.freshet.analysis.catalog;

import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one owner of the option names Flink 2.0 keeps for a materialized table (read back from Paimon's table
 * options), of the partition date-formatter key, and of the layout of the refresh handler description. It lives in
 * sql-text, below every other module: sql-analysis's planner checks read two of them, gateway-bridge and the views
 * the rest, and none of those readers needs Flink for it.
 */
public final class MaterializedTableOptions {

    /** The prefix of every option Flink keeps for a materialized table; a user's own options never carry it. */
    public static final String PREFIX = "materialized-table.";
    public static final String REFRESH_MODE = PREFIX + "refresh-mode";
    public static final String LOGICAL_REFRESH_MODE = PREFIX + "logical-refresh-mode";
    public static final String INTERVAL_FRESHNESS = PREFIX + "interval-freshness";
    public static final String INTERVAL_FRESHNESS_TIME_UNIT = PREFIX + "interval-freshness.time-unit";
    public static final String REFRESH_STATUS = PREFIX + "refresh-status";
    public static final String DEFINITION_QUERY = PREFIX + "definition-query";
    public static final String REFRESH_HANDLER_DESCRIPTION = PREFIX + "refresh-handler-description";
    /** The gateway's configuration option (not a table option) below which a freshness means CONTINUOUS. */
    public static final String FRESHNESS_THRESHOLD = PREFIX + "refresh-mode.freshness-threshold";
    /** The table option whose value {@link #TYPE_MATERIALIZED_TABLE} marks a materialized table. */
    public static final String TYPE = "type";
    public static final String TYPE_MATERIALIZED_TABLE = "materialized-table";

    private static final String FORMATTER_START = "partition.fields.";
    private static final String FORMATTER_END = ".date-formatter";
    private static final Pattern DATE_FORMATTER = Pattern.compile(
            Pattern.quote(FORMATTER_START) + "(.+)" + Pattern.quote(FORMATTER_END));
    /** Flink's ContinuousRefreshHandler writes the job's 32 hex digits after {@code jobId=}. */
    private static final Pattern JOB_ID = Pattern.compile("jobId=([0-9a-f]{32})");
    /**
     * Flink's EmbeddedRefreshHandler writes the name on a line {@code   workflowName: <name>,} followed by a line
     * {@code   workflowGroup: <group>}; the name is {@code quartz_job_} and the table's quoted identifier, which may
     * itself hold commas, braces or line breaks, so it ends only where the group line starts.
     */
    private static final Pattern WORKFLOW = Pattern.compile("workflowName: (.*),\\n\\s*workflowGroup: ",
            Pattern.DOTALL);

    private MaterializedTableOptions() {
    }

    /** Whether a table's options are a materialized table's: its type, and the refresh mode Flink derived. */
    public static boolean isMaterializedTable(Map<String, String> options) {
        return TYPE_MATERIALIZED_TABLE.equals(options.get(TYPE)) && options.containsKey(REFRESH_MODE);
    }

    /** Whether the option is Flink's bookkeeping of a materialized table rather than something the user wrote. */
    public static boolean isFlinkBookkeeping(String key) {
        return key.startsWith(PREFIX);
    }

    /** {@code partition.fields.<column>.date-formatter}: how a FULL refresh formats its partition from the schedule. */
    public static String dateFormatterKey(String column) {
        return FORMATTER_START + column + FORMATTER_END;
    }

    /** Whether the option is a partition column's date formatter. */
    public static boolean isDateFormatterKey(String key) {
        return DATE_FORMATTER.matcher(key).matches();
    }

    /** Partition column to its date formatter, sorted by column. */
    public static Map<String, String> dateFormatters(Map<String, String> options) {
        Map<String, String> formatters = new TreeMap<>();
        options.forEach((key, value) -> {
            Matcher matcher = DATE_FORMATTER.matcher(key);
            if (matcher.matches()) {
                formatters.put(matcher.group(1), value);
            }
        });
        return formatters;
    }

    /** The CONTINUOUS table's refresh job id from its refresh handler description, else null. */
    public static String jobId(Map<String, String> options) {
        return find(JOB_ID, options.getOrDefault(REFRESH_HANDLER_DESCRIPTION, ""));
    }

    /** The FULL table's scheduler workflow from its refresh handler description, else null. */
    public static String workflow(Map<String, String> options) {
        return find(WORKFLOW, options.getOrDefault(REFRESH_HANDLER_DESCRIPTION, ""));
    }

    private static String find(Pattern pattern, String text) {
        Matcher matcher = pattern.matcher(text);
        return matcher.find() ? matcher.group(1).strip() : null;
    }
}

package io.freshet.gateway.jobs;

import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.client.ResultColumn;
import io.freshet.gateway.client.ResultRow;
import io.freshet.gateway.client.StatementResult;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * Lists, reads and stops Flink jobs with SHOW JOBS and STOP JOB on a gateway session. Columns are found by
 * name, so a Flink version that adds or reorders columns does not shift what is read.
 */
public final class JobControl {

    private static final String SHOW_JOBS = "SHOW JOBS";
    private static final Pattern JOB_ID = Pattern.compile("[0-9a-f]{32}");
    private static final Pattern STOP_JOB = Pattern.compile("STOP JOB '[0-9a-f]{32}'( WITH SAVEPOINT)?");

    private final Function<String, StatementResult> execute;

    /** Job control on any statement runner (a fake in unit tests). */
    public JobControl(Function<String, StatementResult> execute) {
        this.execute = execute;
    }

    /** Job control on a gateway session; the caller keeps owning (and closes) the session. */
    public static JobControl on(GatewaySession session) {
        return new JobControl(session::execute);
    }

    /** Whether a statement is one this class writes, recognised exactly (a statement gate lets these through). */
    public static boolean isJobControl(String statement) {
        return SHOW_JOBS.equals(statement) || STOP_JOB.matcher(statement).matches();
    }

    /** Every job the cluster knows, running and recently ended. */
    public List<ListedJob> list() {
        StatementResult result = execute.apply(SHOW_JOBS);
        int id = column(result, "job id", 0);
        int name = column(result, "job name", 1);
        int status = column(result, "status", 2);
        int started = column(result, "start time", 3);
        List<ListedJob> jobs = new ArrayList<>();
        for (ResultRow row : result.rows()) {
            jobs.add(new ListedJob(String.valueOf(row.fields().get(id)), text(row, name), text(row, status),
                    text(row, started)));
        }
        return jobs;
    }

    /** Job id to Flink status for every job the cluster knows. */
    public Map<String, String> statuses() {
        Map<String, String> statuses = new HashMap<>();
        list().forEach(job -> statuses.put(job.id(), job.status()));
        return statuses;
    }

    /** The job's Flink status; empty when the cluster does not know the job (any more). */
    public Optional<String> status(String jobId) {
        return list().stream().filter(job -> job.id().equals(jobId)).map(ListedJob::status).findFirst();
    }

    /** Cancels the job (STOP JOB without a savepoint). */
    public void cancel(String jobId) {
        execute.apply("STOP JOB '" + checked(jobId) + "'");
    }

    /** Stops the job after taking a savepoint; returns the savepoint's path as Flink reports it. */
    public String stopWithSavepoint(String jobId) {
        StatementResult result = execute.apply("STOP JOB '" + checked(jobId) + "' WITH SAVEPOINT");
        if (result.rows().isEmpty() || result.rows().get(0).fields().isEmpty()) {
            throw new GatewayException(GatewayException.Kind.STATEMENT, "Flink stopped job " + jobId
                    + " but reported no savepoint.", "STOP JOB ... WITH SAVEPOINT returned no rows", null);
        }
        return String.valueOf(result.rows().get(0).fields().get(column(result, "savepoint path", 0)));
    }

    private static String checked(String jobId) {
        if (jobId == null || !JOB_ID.matcher(jobId).matches()) {
            throw new IllegalArgumentException("Not a Flink job id: " + jobId);
        }
        return jobId;
    }

    private static int column(StatementResult result, String name, int fallback) {
        List<ResultColumn> columns = result.columns();
        for (int i = 0; i < columns.size(); i++) {
            if (columns.get(i).name().toLowerCase(Locale.ROOT).equals(name)) {
                return i;
            }
        }
        return fallback;
    }

    private static String text(ResultRow row, int index) {
        return index < row.fields().size() && row.fields().get(index) != null
                ? String.valueOf(row.fields().get(index)) : null;
    }
}

package io.freshet.backend.jobaccess;

import io.freshet.gateway.flink.RefreshJobName;
import io.freshet.gateway.jobs.ListedJob;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Who may see and stop which Flink job. Allowed, never guessed: a user sees the jobs recorded as theirs and the
 * jobs of materialized tables (named by their table: those belong to the table, not to whoever wrote it), and stops
 * only their own jobs; an administrator sees and stops all. A job Freshet did not start (no recorded owner) is
 * an administrator's only. A table's continuous or scheduled job is stopped by suspending the table, not by id.
 */
public final class JobAccess {

    private static final Pattern JOB_ID = Pattern.compile("[0-9a-f]{32}");

    private JobAccess() {
    }

    /**
     * The jobs the caller is shown, in Flink's order.
     *
     * @param owners job id (lower case) to owner, for the jobs Freshet started
     */
    public static List<ShownJob> visible(List<ListedJob> jobs, Caller caller, Map<String, String> owners) {
        List<ShownJob> shown = new ArrayList<>();
        for (ListedJob job : jobs) {
            Optional<RefreshJobName> table = RefreshJobName.parse(job.name());
            String owner = owners.get(JobOwnerStore.normal(job.id()));
            if (table.isPresent()) {
                shown.add(new ShownJob(job.id(), describe(table.get()), job.status(), job.startTime()));
            } else if (caller.admin() || caller.user().equals(owner)) {
                shown.add(new ShownJob(job.id(), job.name(), job.status(), job.startTime()));
            }
        }
        return shown;
    }

    /**
     * Why the caller may not stop the job, or empty when they may.
     *
     * @param listed the job as Flink lists it, empty when Flink does not know the id
     * @param owner the recorded owner, empty when Freshet did not start the job
     */
    public static Optional<String> stopRefusal(String jobId, Caller caller, Optional<ListedJob> listed,
                                               Optional<String> owner) {
        if (caller.admin()) {
            return Optional.empty();
        }
        String id = jobId == null ? "" : jobId.strip().toLowerCase(Locale.ROOT);
        if (!JOB_ID.matcher(id).matches()) {
            return Optional.of("Not run: '" + shorten(jobId) + "' is not a Flink job id (32 hexadecimal digits).");
        }
        Optional<RefreshJobName> table = listed.flatMap(job -> RefreshJobName.parse(job.name()));
        if (table.isPresent() && table.get().kind() != RefreshJobName.Kind.ONE_TIME) {
            return Optional.of("Not run: job " + id + " is the " + kind(table.get().kind()) + " of materialized table "
                    + table.get().table() + ". Suspend the table to stop it; only an administrator stops it by id.");
        }
        if (owner.filter(caller.user()::equals).isPresent()) {
            return Optional.empty();
        }
        return Optional.of("Not run: job " + id + " is not one of your jobs. You may stop the jobs you started;"
                + " only an administrator stops another user's job.");
    }

    /** How a materialized table's job is listed: by its table and what it does, never by a statement's text. */
    static String describe(RefreshJobName job) {
        return "materialized table " + job.table() + ": " + kind(job.kind());
    }

    private static String kind(RefreshJobName.Kind kind) {
        return switch (kind) {
            case CONTINUOUS -> "continuous refresh job";
            case PERIODIC -> "scheduled refresh job";
            case ONE_TIME -> "one-time refresh job";
        };
    }

    private static String shorten(String text) {
        String flat = text == null ? "" : text.replaceAll("\\p{Cntrl}", " ");
        return flat.length() > 40 ? flat.substring(0, 40) + "..." : flat;
    }
}

package io.freshet.gateway.embedded.server;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.flink.table.shaded.org.quartz.JobExecutionContext;
import org.apache.flink.table.shaded.org.quartz.JobExecutionException;
import org.apache.flink.table.shaded.org.quartz.Scheduler;
import org.apache.flink.table.shaded.org.quartz.SchedulerException;
import org.apache.flink.table.shaded.org.quartz.impl.SchedulerRepository;
import org.apache.flink.table.shaded.org.quartz.listeners.JobListenerSupport;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Writes every refresh Flink's embedded workflow scheduler fires, one line each, for Freshet's refresh history:
 * Flink 2.0 keeps no record of a scheduled refresh that failed before it had a job (planning refused it), only a
 * stack trace in this JVM's log. A line is {@code <fire time ms>\t<end ms>\t<table identifier>\tOK|FAILED\t<text>},
 * the text escaped (backslash, tab, newline) so each fire stays on one line.
 */
final class ScheduledRefreshLog extends JobListenerSupport {

    /** The file's name, next to the child's log file (the parent's EmbeddedFlinkLayout names it too). */
    static final String FILE_NAME = "scheduled-refreshes.tsv";

    private static final Logger LOG = LoggerFactory.getLogger(ScheduledRefreshLog.class);
    private static final Pattern TABLE = Pattern.compile("\"materializedTableIdentifier\"\\s*:\\s*\"((?:[^\"\\\\]|\\\\.)*)\"");

    private final Path file;

    private ScheduledRefreshLog(Path file) {
        this.file = file;
    }

    /** Listens to every Quartz scheduler of this JVM (the gateway's REST endpoint starts the embedded one). */
    static void install(Path file) {
        try {
            ScheduledRefreshLog listener = new ScheduledRefreshLog(file);
            for (Scheduler scheduler : SchedulerRepository.getInstance().lookupAll()) {
                scheduler.getListenerManager().addJobListener(listener);
                LOG.info("Scheduled refreshes of Flink's workflow scheduler {} are written to {}",
                        scheduler.getSchedulerName(), file);
            }
        } catch (SchedulerException | RuntimeException e) {
            LOG.warn("Scheduled refreshes will not be written to {}", file, e);
        }
    }

    @Override
    public String getName() {
        return "freshet-scheduled-refresh-log";
    }

    @Override
    public void jobWasExecuted(JobExecutionContext context, JobExecutionException failure) {
        Matcher table = TABLE.matcher(String.valueOf(context.getJobDetail().getJobDataMap().get("workflowInfo")));
        if (!table.find() || context.getScheduledFireTime() == null) {
            return;
        }
        String text = failure != null ? describe(failure) : String.valueOf(context.getResult());
        String line = context.getScheduledFireTime().getTime() + "\t" + System.currentTimeMillis() + "\t"
                + escape(table.group(1).replace("\\\"", "\"").replace("\\\\", "\\")) + "\t"
                + (failure == null ? "OK" : "FAILED") + "\t" + escape(text) + "\n";
        try {
            Files.writeString(file, line, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            LOG.warn("Cannot write a scheduled refresh to {}", file, e);
        }
    }

    /** The failure with its causes, as the gateway's REST error carries the server's stack trace in its text. */
    private static String describe(Throwable failure) {
        StringBuilder text = new StringBuilder();
        for (Throwable t = failure; t != null && text.length() < 60_000; t = t.getCause() == t ? null : t.getCause()) {
            text.append(text.length() == 0 ? "" : "\nCaused by: ").append(t.getClass().getName()).append(": ")
                    .append(t.getMessage());
        }
        return text.toString();
    }

    static String escape(String text) {
        return text.replace("\\", "\\\\").replace("\t", "\\t").replace("\r", "").replace("\n", "\\n");
    }
}

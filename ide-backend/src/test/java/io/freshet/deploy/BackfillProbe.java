package io.freshet.deploy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.freshet.testing.Await;
import io.freshet.testing.FreshetInProcess;
import io.freshet.ui.backfill.BackfillDetail;
import io.freshet.ui.backfill.BackfillRequest;
import io.freshet.ui.backfill.BackfillService;
import io.freshet.ui.backfill.PartitionRun;
import io.freshet.ui.backfill.PartitionState;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * One 30-partition backfill of {@code dws.category_gmv_daily} through Freshet's backfill service, watched every
 * 250 ms: its wall time (created to finished, as recorded), the per-partition job times, how many partitions ran at
 * once, the cluster's free task slots and the CPU time this JVM and its child processes spent meanwhile.
 */
final class BackfillProbe {

    static final int DAYS = 30;
    private static final Duration WAIT = Duration.ofMinutes(20);

    private final FreshetInProcess freshet;

    BackfillProbe(FreshetInProcess freshet) {
        this.freshet = freshet;
    }

    /** What one backfill measured. */
    record Result(long wallMs, int succeeded, int maxRunning, int minFreeSlots, int totalSlots, double cpuSeconds,
                  List<PartitionRun> partitions, Instant createdAt, String load) {

        String summary() {
            List<Long> jobMs = partitions.stream().filter(p -> p.startedAt() != null && p.finishedAt() != null)
                    .map(p -> Duration.between(p.startedAt(), p.finishedAt()).toMillis()).sorted().toList();
            long sum = jobMs.stream().mapToLong(Long::longValue).sum();
            return String.format("%d/%d partitions in %,d ms wall (%.2f s per partition); per-partition job median"
                            + " %,d ms (min %,d, max %,d, sum %,d ms); at most %d running at once; free task slots"
                            + " min %s of %s; CPU %.1f s = %.2f cores on average; %s", succeeded, DAYS, wallMs,
                    wallMs / 1000.0 / DAYS, jobMs.isEmpty() ? 0 : jobMs.get(jobMs.size() / 2),
                    jobMs.isEmpty() ? 0 : jobMs.get(0), jobMs.isEmpty() ? 0 : jobMs.get(jobMs.size() - 1), sum,
                    maxRunning, minFreeSlots < 0 ? "n/a" : minFreeSlots, totalSlots < 0 ? "n/a" : totalSlots,
                    cpuSeconds, cpuSeconds * 1000 / wallMs, load);
        }

        /** Each partition as "ds start+duration" in seconds from the backfill's creation, in start order. */
        List<String> partitionLines() {
            StringBuilder line = new StringBuilder("partitions (start s + job s):");
            partitions.stream().filter(p -> p.startedAt() != null && p.finishedAt() != null)
                    .sorted(Comparator.comparing(PartitionRun::startedAt)).forEach(p -> line.append(String.format(
                            " %s %.1f+%.1f;", p.partition().replaceAll("[^0-9-]", "").replaceFirst("^2024-06-", ""),
                            Duration.between(createdAt, p.startedAt()).toMillis() / 1000.0,
                            Duration.between(p.startedAt(), p.finishedAt()).toMillis() / 1000.0)));
            return List.of(line.toString());
        }
    }

    Result run(Slots slots) {
        BackfillService service = freshet.bean(BackfillService.class);
        double cpuBefore = cpuSeconds();
        long id = service.start(new BackfillRequest("dws.category_gmv_daily", LocalDateTime.of(2024, 6, 1, 0, 0),
                LocalDateTime.of(2024, 6, DAYS, 0, 0), false)).id();
        int maxRunning = 0;
        int minFree = Integer.MAX_VALUE;
        long deadline = System.nanoTime() + WAIT.toNanos();
        BackfillDetail detail = service.detail(id);
        while (!detail.summary().state().isFinal() && System.nanoTime() < deadline) {
            maxRunning = Math.max(maxRunning, (int) detail.partitions().stream()
                    .filter(p -> p.state() == PartitionState.RUNNING).count());
            if (slots != null) {
                minFree = Math.min(minFree, slots.free());
            }
            sleep(250);
            detail = service.detail(id);
        }
        double cpu = cpuSeconds() - cpuBefore;
        var summary = detail.summary();
        long wall = summary.finishedAt() == null ? -1
                : Duration.between(summary.createdAt(), summary.finishedAt()).toMillis();
        return new Result(wall, summary.succeeded(), maxRunning, slots == null ? -1 : minFree,
                slots == null ? -1 : slots.total(), cpu, detail.partitions(), summary.createdAt(), load());
    }

    /** CPU time of this JVM (Freshet, the test) and of every process it started (cluster or embedded Flink). */
    static double cpuSeconds() {
        return ProcessCpu.now().total();
    }

    static String load() {
        try {
            String[] parts = Files.readString(Path.of("/proc/loadavg")).split(" ");
            return "load average " + parts[0] + " " + parts[1];
        } catch (IOException e) {
            return "load average unknown";
        }
    }

    /** The cluster's task slots, from the JobManager's {@code /v1/overview}. */
    record Slots(URI rest) {

        private static final HttpClient HTTP = HttpClient.newHttpClient();
        private static final ObjectMapper JSON = new ObjectMapper();

        int free() {
            return overview().path("slots-available").asInt(-1);
        }

        int total() {
            return overview().path("slots-total").asInt(-1);
        }

        private JsonNode overview() {
            try {
                return JSON.readTree(HTTP.send(HttpRequest.newBuilder(rest.resolve("/v1/overview"))
                        .timeout(Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.ofString()).body());
            } catch (IOException e) {
                return JSON.createObjectNode();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return JSON.createObjectNode();
            }
        }
    }

    /** Polls every second until the value passes (exceptions count as not yet), for at most 5 minutes. */
    static <T> T await(Supplier<T> read, Predicate<T> done, String what) {
        return Await.until(Duration.ofMinutes(5), read, done, what);
    }

    static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}

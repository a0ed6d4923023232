package io.freshet.gateway.flink;

import java.util.Map;

/**
 * The execution configuration a job runs with ({@code GET /jobs/:id/config}): its parallelism and the job
 * parameters ({@code pipeline.global-job-parameters}). A job that is still initializing answers with Flink's
 * placeholder (parallelism 1, no parameters), so read it once the job runs or has ended.
 *
 * @param parallelism the job's default parallelism
 * @param userConfig  the global job parameters, by key
 */
public record JobExecutionConfig(int parallelism, Map<String, String> userConfig) {

    public JobExecutionConfig {
        userConfig = Map.copyOf(userConfig);
    }
}

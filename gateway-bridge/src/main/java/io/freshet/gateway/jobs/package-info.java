/** Flink job control through the SQL Gateway: the one place that writes SHOW JOBS and STOP JOB. */
package io.freshet.gateway.jobs;

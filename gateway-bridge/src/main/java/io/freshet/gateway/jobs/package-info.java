/**
 * Flink job control through the SQL Gateway: the one place that writes SHOW JOBS and STOP JOB. It must not decide whose
 * job a user may list or stop: the backend's {@code jobaccess} does.
 */
package io.freshet.gateway.jobs;

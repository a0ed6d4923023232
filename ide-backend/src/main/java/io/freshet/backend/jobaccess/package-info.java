/**
 * Who owns which Flink job, and what follows from it: a user lists and stops only the jobs they started from Freshet
 * (runs, backfills, deploys); materialized tables' jobs are listed for everyone by their table; an administrator sees
 * and stops every job. It must not write job-control statements itself: gateway-bridge's {@code jobs} does.
 */
package io.freshet.backend.jobaccess;

/**
 * Running SQL for users ({@code RunService}): one gateway session per signed-in user, whose statement gate decides what
 * the user's role may run; admission limits, statements run in order off the request thread, results spilled to disk
 * with a bounded window and sorted or exported as CSV/JSON, the run history, session options, the job control a user
 * types, and the end of runs whose browser tab or HTTP session is gone. It must not send a statement past the user's
 * gate, show the gateway's raw error text ({@code RunErrors} translates) or keep a result whole in memory, nor parse a
 * run's statement a second time: the run carries {@code policy.ParsedSql}, made once where it starts.
 */
package io.freshet.backend.run;

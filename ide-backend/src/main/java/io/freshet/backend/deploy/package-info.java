/**
 * Deploying a project in one action ({@code DeployService}): the plan from the lineage index's comparison of scripts
 * and warehouse, its preflight through sql-analysis's checks, the statements sent in order on a gated gateway session
 * of the deploying user's own ({@code DeploySessions}), the follow-ups (first refreshes, waits, backfills), the record
 * of every deployment and its audit. It must not compare definitions itself ({@code definitions} does), change the
 * user's editor session, or send a statement past the statement policy.
 */
package io.freshet.backend.deploy;

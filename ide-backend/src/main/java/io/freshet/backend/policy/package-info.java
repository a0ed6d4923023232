/**
 * The statement policy in the IDE: the gate every statement passes before it reaches Flink, and the policy's storage.
 * It must not judge a statement by its own reading of SQL: sql-analysis's {@code policy} checks it on Flink's AST, this
 * package stores the policy and applies it per user and session. {@code ParsedSql} is a run's statement parsed once
 * by sql-analysis, which the gate judges and the run's other readers share.
 */
package io.freshet.backend.policy;

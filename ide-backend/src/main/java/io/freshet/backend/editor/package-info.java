/**
 * The editor's analysis on sql-analysis ({@code AnalysisEditorService}): syntax and the statement policy on every
 * change, Flink's planner after a pause against the live catalog plus what the project's earlier scripts create,
 * completion, formatting, the statement to run for a cursor or a selection (the view has no copy of that rule), and
 * each user's open tabs. It runs nothing: it must not talk to a Flink gateway (the planner runs in this JVM) nor run
 * statements, which is {@code run}'s.
 */
package io.freshet.backend.editor;

/**
 * The one comparison of a live table with the project script that defines it, used by deploy (up to date or changed)
 * and by lineage (which script defines a table): a project's scripts split into statements with the table each creates
 * or writes ({@code ScriptStatements}, {@code PlannedStatement}), placed in an environment
 * ({@code EnvironmentScripts}), and both sides written as one canonical text ({@code TableDefinition}). Plain values
 * over sql-analysis: it must not read the warehouse, call the gateway or hold Spring beans; its callers hand it the
 * live tables.
 */
package io.freshet.backend.definitions;

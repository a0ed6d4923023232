/**
 * SQL text without Flink (module sql-text): the one lexer ({@code SqlLexer}, {@code SqlToken}), splitting scripts into
 * statements with exact extents ({@code ScriptSplitter}, {@code Statement}), the one position type ({@code TextRange})
 * and its one offset/line/column translation ({@code SourceText}). It must not use Flink, Calcite or another Freshet
 * module: the views and the gateway client read SQL text through it without the planner.
 */
package io.freshet.analysis.script;

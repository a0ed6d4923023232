package io.freshet.analysis.planner;

/** What a completion candidate names. */
public enum CompletionKind {
    KEYWORD,
    CATALOG,
    DATABASE,
    TABLE,
    COLUMN,
    FUNCTION
}

package io.freshet.analysis.completion;

/** What a completion candidate names. */
public enum CompletionKind {
    KEYWORD,
    CATALOG,
    DATABASE,
    TABLE,
    COLUMN,
    FUNCTION
}

package io.freshet.analysis.serving;

/** How much a compatibility finding matters for reading the table from the engine. */
public enum FindingLevel {
    /** The engine cannot read the table, or this column of it, as documented. */
    CANNOT_READ,
    /** It reads, with a loss or a condition, or its documentation does not say: check before relying on it. */
    CAUTION,
    /** Worth knowing; reading works. */
    NOTE
}

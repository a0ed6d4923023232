package io.freshet.analysis.policy;

/**
 * Whose options a WITH list, ALTER ... SET, hint or procedure argument holds, so the allow-list knows which keys
 * apply: one connector's, a Paimon table's (no connector), any allowed connector's (a hint: the table it names is not
 * known before the gateway resolves it), or none (a catalog or module definition, judged by its own statement rule).
 */
record OptionScope(Kind kind, String connector) {

    /** The kinds of scope. */
    enum Kind {
        CONNECTOR,
        TABLE,
        ANY,
        NONE
    }

    static final OptionScope TABLE = new OptionScope(Kind.TABLE, null);
    static final OptionScope ANY = new OptionScope(Kind.ANY, null);
    static final OptionScope NONE = new OptionScope(Kind.NONE, null);

    static OptionScope connector(String name) {
        return new OptionScope(Kind.CONNECTOR, name);
    }

    /** For messages: "for connector 'kafka'", "for Paimon tables", "for any allowed connector or Paimon table". */
    String describe() {
        return switch (kind) {
            case CONNECTOR -> "for connector '" + connector + "'";
            case TABLE -> "for Paimon tables";
            case ANY, NONE -> "for any allowed connector or Paimon table";
        };
    }
}

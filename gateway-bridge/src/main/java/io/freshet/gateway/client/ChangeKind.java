package io.freshet.gateway.client;

/** The change a result row carries, with Flink's short notation (+I, -U, +U, -D). */
public enum ChangeKind {
    INSERT("+I"),
    UPDATE_BEFORE("-U"),
    UPDATE_AFTER("+U"),
    DELETE("-D");

    private final String shortString;

    ChangeKind(String shortString) {
        this.shortString = shortString;
    }

    public String shortString() {
        return shortString;
    }

    /** Reads the gateway's "kind" field; a missing kind means INSERT, as in batch results. */
    public static ChangeKind fromGateway(String kind) {
        if (kind == null || kind.isEmpty()) {
            return INSERT;
        }
        for (ChangeKind value : values()) {
            if (value.name().equals(kind) || value.shortString.equals(kind)) {
                return value;
            }
        }
        throw new IllegalArgumentException("Unknown row kind: " + kind);
    }
}

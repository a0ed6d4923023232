package io.freshet.backend.ingest.sources;

import java.util.Locale;

/**
 * The name of the PostgreSQL replication slot, and of the publication of the same name, that an ingestion keeps per
 * source table: the table checks create it on trial, the ingestion's job creates it, and the ingestion drops it.
 */
public final class SlotNames {

    private static final int MAX_SLOT = 63;

    private SlotNames() {
    }

    /**
     * A replication slot name (lower case letters, digits and '_', at most 63) unique per source table; the
     * publication of the same name holds only that table.
     */
    public static String of(String source, String schema, String table) {
        String name = ("freshet_" + source + "_" + schema + "_" + table).toLowerCase(Locale.ROOT)
                .replaceAll("[^a-z0-9_]", "_");
        if (name.length() <= MAX_SLOT) {
            return name;
        }
        String hash = Integer.toHexString(name.hashCode());
        return name.substring(0, MAX_SLOT - hash.length() - 1) + "_" + hash;
    }
}

package io.freshet.ui.deploy;

import io.freshet.ui.catalog.Sizes;

/**
 * The data a live table holds, as the warehouse's last snapshot and partitions tell it.
 *
 * @param partitions 0 for an unpartitioned table
 * @param bytes      the size of its data files, or -1 when the warehouse does not tell it (an unpartitioned table)
 */
public record TableData(long rows, int partitions, long bytes) {

    /** "1,234 rows in 5 partitions, 2.1 MiB". */
    public String words() {
        StringBuilder text = new StringBuilder(String.format(java.util.Locale.ROOT, "%,d %s", rows,
                rows == 1 ? "row" : "rows"));
        if (partitions > 0) {
            text.append(" in ").append(partitions).append(partitions == 1 ? " partition" : " partitions");
        }
        if (bytes >= 0) {
            text.append(", ").append(Sizes.bytes(bytes));
        }
        return text.toString();
    }
}

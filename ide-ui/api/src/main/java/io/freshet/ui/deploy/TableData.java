package io.freshet.ui.deploy;

/**
 * The data a live table holds, as the warehouse's last snapshot and partitions tell it.
 *
 * @param partitions 0 for an unpartitioned table
 * @param bytes      the size of its data files, or -1 when the warehouse does not tell it (an unpartitioned table)
 */
public record TableData(long rows, int partitions, long bytes) {

    /** "1,234 rows in 5 partitions, 2.1 MB". */
    public String words() {
        StringBuilder text = new StringBuilder(String.format(java.util.Locale.ROOT, "%,d %s", rows,
                rows == 1 ? "row" : "rows"));
        if (partitions > 0) {
            text.append(" in ").append(partitions).append(partitions == 1 ? " partition" : " partitions");
        }
        if (bytes >= 0) {
            text.append(", ").append(size(bytes));
        }
        return text.toString();
    }

    static String size(long bytes) {
        if (bytes < 1024) {
            return bytes + " B";
        }
        String[] units = {"KB", "MB", "GB", "TB"};
        double value = bytes;
        int unit = -1;
        while (value >= 1024 && unit < units.length - 1) {
            value /= 1024;
            unit++;
        }
        return String.format(java.util.Locale.ROOT, "%.1f %s", value, units[unit]);
    }
}

package io.freshet.backend.ingest.sources;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The privileges in MySQL's (and MariaDB's) {@code SHOW GRANTS} lines, on all databases ({@code *.*}) and per
 * database; MariaDB 10.5's new names for the replication privileges count as the old ones.
 */
record MySqlGrants(Set<String> global, Set<String> perDatabase) {

    private static final Pattern GRANT = Pattern.compile("^GRANT\\s+(.+?)\\s+ON\\s+(\\S+)\\s+TO\\s", Pattern.CASE_INSENSITIVE);
    private static final String ALL = "ALL PRIVILEGES";

    static MySqlGrants parse(List<String> lines) {
        Set<String> global = new HashSet<>();
        Set<String> perDatabase = new HashSet<>();
        for (String line : lines) {
            Matcher m = GRANT.matcher(line.strip());
            if (!m.find()) {
                continue;
            }
            String on = m.group(2).replace("`", "").replace("\"", "").replace("\\", "");
            for (String privilege : m.group(1).replaceAll("\\([^)]*\\)", "").split(",")) {
                String p = privilege.strip().toUpperCase(Locale.ROOT);
                if (on.equals("*.*")) {
                    global.add(p);
                } else if (on.endsWith(".*")) {
                    perDatabase.add(on.substring(0, on.length() - 2) + ":" + p);
                }
            }
        }
        return new MySqlGrants(Set.copyOf(global), Set.copyOf(perDatabase));
    }

    /** The replication privileges the user lacks, by their MySQL names. */
    List<String> missingReplication() {
        List<String> missing = new ArrayList<>();
        if (!has("REPLICATION SLAVE", "REPLICATION REPLICA")) {
            missing.add("REPLICATION SLAVE");
        }
        if (!has("REPLICATION CLIENT", "BINLOG MONITOR")) {
            missing.add("REPLICATION CLIENT");
        }
        return missing;
    }

    boolean maySelect(String database) {
        return has("SELECT") || perDatabase.contains(database + ":SELECT") || perDatabase.contains(database + ":" + ALL);
    }

    private boolean has(String... names) {
        if (global.contains(ALL)) {
            return true;
        }
        for (String n : names) {
            if (global.contains(n)) {
                return true;
            }
        }
        return false;
    }
}

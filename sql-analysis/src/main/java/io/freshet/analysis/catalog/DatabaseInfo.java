package io.freshet.analysis.catalog;

import java.util.List;

/** A database and its tables, in creation order. */
public record DatabaseInfo(String name, List<TableInfo> tables) {

    public DatabaseInfo {
        tables = List.copyOf(tables);
    }
}

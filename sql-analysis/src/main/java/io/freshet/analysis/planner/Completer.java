package io.freshet.analysis.planner;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.completion.CompletionItem;
import io.freshet.analysis.completion.CompletionKind;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.apache.flink.table.api.internal.TableEnvironmentInternal;

/** Completion candidates from the planner's advisor, the session's catalogs and its function list. */
final class Completer {

    private final TableEnvironmentInternal env;

    Completer(TableEnvironmentInternal env) {
        this.env = env;
    }

    /** Candidates from Calcite's advisor for a query, classified against the catalog. */
    List<CompletionItem> query(String query, int cursor, String prefix, int replaceFrom, CatalogSnapshot catalog) {
        Map<String, CompletionItem> items = new LinkedHashMap<>();
        Set<String> columns = catalog.tables().flatMap(t -> t.columns().stream()).map(c -> c.name())
                .collect(Collectors.toSet());
        Set<String> functions = functionNames();
        for (String hint : env.getParser().getCompletionHints(query, cursor)) {
            if (hint.isEmpty() || !(Character.isLetter(hint.charAt(0)) || hint.charAt(0) == '`' || hint.equals("*"))) {
                continue;
            }
            items.putIfAbsent(hint, new CompletionItem(hint, classify(hint, columns, functions, catalog), replaceFrom));
        }
        if (!prefix.isEmpty()) {
            functions.stream().filter(f -> f.startsWith(prefix.toLowerCase(Locale.ROOT))).sorted()
                    .map(f -> f.toUpperCase(Locale.ROOT))
                    .forEach(f -> items.putIfAbsent(f, new CompletionItem(f, CompletionKind.FUNCTION, replaceFrom)));
        }
        return new ArrayList<>(items.values());
    }

    /** Table names for INSERT INTO, relative to the current catalog and database. */
    static List<CompletionItem> tables(CatalogSnapshot catalog, String prefix, int replaceFrom) {
        List<CompletionItem> out = new ArrayList<>();
        for (TableInfo table : catalog.tables().toList()) {
            String name = relativeName(table, catalog);
            if (name.toLowerCase(Locale.ROOT).startsWith(prefix.toLowerCase(Locale.ROOT))) {
                out.add(new CompletionItem(name, CompletionKind.TABLE, replaceFrom));
            }
        }
        return out;
    }

    private static String relativeName(TableInfo table, CatalogSnapshot catalog) {
        boolean sameCatalog = table.id().catalog().equals(catalog.currentCatalog());
        if (sameCatalog && table.id().database().equals(catalog.currentDatabase())) {
            return table.id().table();
        }
        return sameCatalog ? table.id().database() + "." + table.id().table() : table.id().toString();
    }

    private Set<String> functionNames() {
        return Arrays.stream(env.listFunctions()).map(f -> f.toLowerCase(Locale.ROOT)).collect(Collectors.toSet());
    }

    private static CompletionKind classify(String hint, Set<String> columns, Set<String> functions,
                                           CatalogSnapshot catalog) {
        if (hint.equals("*") || columns.contains(hint)) {
            return CompletionKind.COLUMN;
        }
        if (catalog.catalog(hint).isPresent()) {
            return CompletionKind.CATALOG;
        }
        if (hint.contains(".")) {
            String[] parts = hint.split("\\.");
            boolean database = parts.length == 2 && catalog.catalog(parts[0]).map(c -> c.databases().stream()
                    .anyMatch(d -> d.name().equals(parts[1]))).orElse(false);
            return database ? CompletionKind.DATABASE : CompletionKind.TABLE;
        }
        return functions.contains(hint.toLowerCase(Locale.ROOT)) ? CompletionKind.FUNCTION : CompletionKind.KEYWORD;
    }
}

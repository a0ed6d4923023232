package io.freshet.analysis.planner;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.TableInfo;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.apache.calcite.sql.advise.SqlAdvisor;
import org.apache.flink.table.api.internal.TableEnvironmentImpl;
import org.apache.flink.table.api.internal.TableEnvironmentInternal;
import org.apache.flink.table.planner.calcite.FlinkPlannerImpl;
import org.apache.flink.table.planner.delegation.PlannerBase;

/** Completion candidates from the planner's advisor, the session's catalogs and its function list. */
final class Completer {

    private final TableEnvironmentInternal env;

    Completer(TableEnvironmentInternal env) {
        this.env = env;
    }

    /** Candidates from Calcite's advisor for a query, classified against the catalog. */
    List<CompletionItem> query(String query, int cursor, String prefix, int replaceFrom, CatalogSnapshot catalog) {
        Map<String, CompletionItem> items = new LinkedHashMap<>();
        Map<String, String> columnTypes = columnTypes(catalog);
        Set<String> columns = columnTypes.keySet();
        Set<String> functions = functionNames();
        for (String hint : hints(env, query, cursor)) {
            if (hint.isEmpty() || !(Character.isLetter(hint.charAt(0)) || hint.charAt(0) == '`' || hint.equals("*"))) {
                continue;
            }
            CompletionKind kind = classify(hint, columns, functions, catalog);
            items.putIfAbsent(hint, new CompletionItem(hint, kind, replaceFrom, detail(hint, kind, columnTypes)));
        }
        if (!prefix.isEmpty()) {
            functions.stream().filter(f -> f.startsWith(prefix.toLowerCase(Locale.ROOT))).sorted()
                    .map(f -> f.toUpperCase(Locale.ROOT))
                    .forEach(f -> items.putIfAbsent(f, new CompletionItem(f, CompletionKind.FUNCTION, replaceFrom,
                            FunctionSignatures.of(f))));
        }
        return new ArrayList<>(items.values());
    }

    /** What Flink's parser would offer for a query (its advisor on the session's validator), quicker after a dot. */
    static List<String> hints(TableEnvironmentInternal env, String query, int cursor) {
        FlinkPlannerImpl planner = ((PlannerBase) ((TableEnvironmentImpl) env).getPlanner()).createFlinkPlanner();
        SqlAdvisor advisor = new QualifiedAdvisor(planner.getSqlAdvisorValidator(), planner.config().getParserConfig());
        return advisor.getCompletionHints(query, cursor, new String[1]).stream()
                .map(hint -> hint.toIdentifier().toString()).toList();
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

    private static String detail(String hint, CompletionKind kind, Map<String, String> columnTypes) {
        return switch (kind) {
            case FUNCTION -> FunctionSignatures.of(hint);
            case COLUMN -> columnTypes.getOrDefault(hint, "");
            default -> "";
        };
    }

    /** Column name to type; a name with different types in different tables lists them all. */
    private static Map<String, String> columnTypes(CatalogSnapshot catalog) {
        Map<String, Set<String>> types = new LinkedHashMap<>();
        catalog.tables().flatMap(t -> t.columns().stream())
                .forEach(c -> types.computeIfAbsent(c.name(), n -> new java.util.TreeSet<>()).add(c.type()));
        Map<String, String> out = new LinkedHashMap<>();
        types.forEach((name, set) -> out.put(name, String.join(" | ", set)));
        return out;
    }

    /** Built-in functions by their SQL names (listFunctions gives Table API names such as dateFormat), plus UDFs. */
    private Set<String> functionNames() {
        Set<String> names = FunctionSignatures.names().stream().map(f -> f.toLowerCase(Locale.ROOT))
                .collect(Collectors.toCollection(java.util.HashSet::new));
        Arrays.stream(env.listUserDefinedFunctions()).map(f -> f.toLowerCase(Locale.ROOT)).forEach(names::add);
        return names;
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

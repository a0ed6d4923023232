package io.freshet.analysis.project;

import io.freshet.analysis.SqlScript;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.parse.ParsedStatement;
import io.freshet.analysis.parse.StatementParser;
import io.freshet.analysis.project.SessionPlace.DatabaseId;
import io.freshet.analysis.script.Statement;
import io.freshet.analysis.script.TextRange;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.parser.SqlParserPos;

/**
 * Places a project in an {@link Environment}: every database the project creates (CREATE DATABASE) and every table
 * it defines (CREATE TABLE, MATERIALIZED TABLE, VIEW; the target of an INSERT) lands in the environment's database
 * ({@code dev_} + its database, in the environment's catalog when it has one), and every mention of them follows
 * (queries, views, INSERT, ALTER, REFRESH, DROP, USE), while the tables the project only reads keep their names. Names
 * are resolved as the scripts' session resolves them (USE CATALOG, USE, in script order); an unqualified name whose
 * resolution would change is qualified. Only the parts of a name that change are replaced, at the parser's positions,
 * so quoting, comments and layout stay as written. Temporary tables and views follow the session they are created in;
 * a column named with its table's database ({@code dwd.t.c}) follows its table.
 */
public final class EnvironmentRewrite {

    /** A statement the environment cannot place, or a table it would place where nothing creates it. */
    public record Problem(String script, TextRange range, String message) {
    }

    /**
     * A project placed in an environment.
     *
     * @param scripts   each script's text in the environment, in the order given
     * @param tables    each table the project defines, as its scripts name it (resolved) -> where it lands
     * @param databases each database the project creates -> where it lands
     * @param problems  what keeps the project from being deployed into the environment, in script order
     */
    public record Result(Environment environment, Map<String, String> scripts, Map<TableId, TableId> tables,
                         Map<DatabaseId, DatabaseId> databases, List<Problem> problems) {

        public Result {
            scripts = Collections.unmodifiableMap(new LinkedHashMap<>(scripts));
            tables = Collections.unmodifiableMap(new LinkedHashMap<>(tables));
            databases = Collections.unmodifiableMap(new LinkedHashMap<>(databases));
            problems = List.copyOf(problems);
        }

        /** Where a table the scripts name lands (a system table {@code t$snapshots} follows {@code t}). */
        public TableId place(TableId table) {
            TableId to = tables.get(base(table));
            return to == null ? table : new TableId(to.catalog(), to.database(), table.table());
        }
    }

    /** Where a name is first defined. */
    private record At(String script, TextRange range) {
    }

    /** A project's own names and where each table was first defined. */
    private record Owned(Set<DatabaseId> databases, Map<TableId, At> tables, Set<TableId> created) {
    }

    private final Environment environment;
    private final Owned owned;
    private final Map<TableId, TableId> temporary = new HashMap<>();

    private EnvironmentRewrite(Environment environment, Owned owned) {
        this.environment = environment;
        this.owned = owned;
    }

    /**
     * Places the scripts (name to text, in run order, one session) in the environment.
     *
     * @param catalog  the catalog the scripts' session starts in
     * @param database the database the scripts' session starts in
     */
    public static Result apply(Map<String, String> scripts, Environment environment, String catalog,
                               String database) {
        if (environment.none()) {
            return new Result(environment, scripts, Map.of(), Map.of(), List.of());
        }
        EnvironmentRewrite rewrite = new EnvironmentRewrite(environment, owned(scripts, catalog, database));
        List<Problem> problems = new ArrayList<>();
        Map<String, String> placed = new LinkedHashMap<>();
        SessionPlace written = new SessionPlace(catalog, database);
        SessionPlace here = new SessionPlace(catalog, database);
        scripts.forEach((name, text) -> placed.put(name, rewrite.script(name, text, written, here, problems)));
        problems.addAll(rewrite.unplaceable());
        List<String> order = List.copyOf(scripts.keySet());
        problems.sort(Comparator.comparing((Problem p) -> order.indexOf(p.script())).thenComparing(Problem::range));
        Map<TableId, TableId> tables = new LinkedHashMap<>();
        rewrite.owned.tables().keySet().forEach(t -> tables.put(t, rewrite.placeOwn(t)));
        Map<DatabaseId, DatabaseId> databases = new LinkedHashMap<>();
        rewrite.owned.databases().forEach(d -> databases.put(d, rewrite.place(d)));
        return new Result(environment, placed, tables, databases, problems);
    }

    /** The first pass: the databases the scripts create and the tables they define, resolved as written. */
    private static Owned owned(Map<String, String> scripts, String catalog, String database) {
        Owned owned = new Owned(new LinkedHashSet<>(), new LinkedHashMap<>(), new HashSet<>());
        SessionPlace session = new SessionPlace(catalog, database);
        // an INSERT into a temporary table writes the session's table, not one of the project's
        Set<TableId> temporary = new HashSet<>();
        scripts.forEach((name, text) -> {
            for (Statement statement : SqlScript.of(text).statements()) {
                ParsedStatement parsed = StatementParser.parse(statement);
                if (!parsed.parsed()) {
                    continue;
                }
                NameNodes.Found found = NameNodes.of(parsed.node());
                if (found.catalog() != null) {
                    session.useCatalog(found.catalog());
                }
                for (NameNodes.Name n : found.names()) {
                    switch (n.role()) {
                        case CREATE_DATABASE -> owned.databases().add(session.database(n.id().names));
                        case USE_DATABASE -> session.use(n.id().names);
                        case CREATE_TEMPORARY -> temporary.add(session.table(n.id().names));
                        case CREATE_TABLE, WRITE -> {
                            TableId table = base(session.table(n.id().names));
                            if (n.role() == NameNodes.Role.WRITE && temporary.contains(table)) {
                                continue;
                            }
                            owned.tables().putIfAbsent(table, new At(name, at(statement, n.id())));
                            if (n.role() == NameNodes.Role.CREATE_TABLE) {
                                owned.created().add(table);
                            }
                        }
                        default -> {
                        }
                    }
                }
            }
        });
        return owned;
    }

    /** The second pass over one script: each statement with its names placed. */
    private String script(String name, String text, SessionPlace written, SessionPlace here,
                          List<Problem> problems) {
        StringBuilder out = new StringBuilder(text);
        List<Statement> statements = new ArrayList<>(SqlScript.of(text).statements());
        List<String> texts = new ArrayList<>();
        for (Statement statement : statements) {
            texts.add(statement(name, statement, written, here, problems));
        }
        for (int i = statements.size() - 1; i >= 0; i--) {
            Statement statement = statements.get(i);
            out.replace(statement.startOffset(), statement.endOffset(), texts.get(i));
        }
        return out.toString();
    }

    private String statement(String script, Statement statement, SessionPlace written, SessionPlace here,
                             List<Problem> problems) {
        ParsedStatement parsed = StatementParser.parse(statement);
        if (!parsed.parsed()) {
            // it fails as it is, wherever it is deployed; its syntax error is reported where scripts are checked
            return statement.text();
        }
        NameNodes.Found found = NameNodes.of(parsed.node());
        if (found.refused() != null) {
            problems.add(new Problem(script, at(statement, parsed.node()), "This statement cannot be deployed into"
                    + " environment " + environment.words() + ": " + found.refused() + "."));
            return statement.text();
        }
        if (found.catalog() != null) {
            written.useCatalog(found.catalog());
            here.useCatalog(found.catalog());
        }
        NameEdits edits = new NameEdits(statement.text());
        try {
            for (NameNodes.Name n : found.names()) {
                if (n.role() == NameNodes.Role.COLUMN) {
                    QualifiedColumns.place(n.id(), found, edits, written, here, this::place);
                } else {
                    place(n, edits, written, here);
                }
            }
            return edits.apply();
        } catch (IllegalStateException e) {
            problems.add(new Problem(script, statement.range(), "Freshet could not place this statement's names in"
                    + " environment " + environment.words() + ": " + e.getMessage() + "."));
            return statement.text();
        }
    }

    private void place(NameNodes.Name n, NameEdits edits, SessionPlace written, SessionPlace here) {
        List<String> parts = n.id().names;
        switch (n.role()) {
            case CREATE_DATABASE, DATABASE -> {
                DatabaseId to = place(written.database(parts));
                edits.database(n.id(), to.catalog(), to.database(), here.catalog());
            }
            case USE_DATABASE -> {
                DatabaseId from = written.database(parts);
                DatabaseId to = place(from);
                edits.database(n.id(), to.catalog(), to.database(), here.catalog());
                written.use(from);
                here.use(to);
            }
            case CREATE_TEMPORARY -> {
                TableId from = written.table(parts);
                DatabaseId in = parts.size() == 1 ? new DatabaseId(here.catalog(), here.database())
                        : place(new DatabaseId(from.catalog(), from.database()));
                TableId to = new TableId(in.catalog(), in.database(), from.table());
                temporary.put(from, to);
                edits.table(n.id(), to.catalog(), to.database(), here.catalog(), here.database());
            }
            case USE_CATALOG -> {
            }
            default -> {
                TableId to = place(written.table(parts));
                edits.table(n.id(), to.catalog(), to.database(), here.catalog(), here.database());
            }
        }
    }

    private TableId place(TableId table) {
        TableId temp = temporary.get(table);
        if (temp != null) {
            return temp;
        }
        return owned.tables().containsKey(base(table)) ? placeOwn(table) : table;
    }

    private TableId placeOwn(TableId table) {
        return new TableId(environment.catalog(table.catalog()), environment.database(table.database()),
                table.table());
    }

    private DatabaseId place(DatabaseId database) {
        return owned.databases().contains(database)
                ? new DatabaseId(environment.catalog(database.catalog()), environment.database(database.database()))
                : database;
    }

    /** Tables placed in a database nothing in the project creates, and tables written but never created. */
    private List<Problem> unplaceable() {
        List<Problem> problems = new ArrayList<>();
        owned.tables().forEach((table, at) -> {
            TableId to = placeOwn(table);
            DatabaseId home = new DatabaseId(table.catalog(), table.database());
            if (!owned.created().contains(table)) {
                problems.add(new Problem(at.script(), at.range(), table + " is written but not created by the"
                        + " project: in environment " + environment.words() + " it would be " + to + ", which nothing"
                        + " creates. Create the table in the project, or deploy without an environment."));
            } else if (!owned.databases().contains(home)) {
                problems.add(new Problem(at.script(), at.range(), table + " lands in " + to.catalog() + "."
                        + to.database() + " in environment " + environment.words() + ", a database the project does"
                        + " not create: add CREATE DATABASE IF NOT EXISTS " + NameEdits.write(table.database(), false)
                        + " before it."));
            }
        });
        return problems;
    }

    /** Where a node is in the script: the parser's position of it, else the whole statement. */
    private static TextRange at(Statement statement, SqlNode node) {
        SqlParserPos pos = node.getParserPosition();
        if (pos == null || pos.getLineNum() < 1 || pos.getColumnNum() < 1) {
            return statement.range();
        }
        int endLine = Math.max(pos.getLineNum(), pos.getEndLineNum());
        int endColumn = endLine == pos.getLineNum() ? Math.max(pos.getColumnNum(), pos.getEndColumnNum())
                : Math.max(1, pos.getEndColumnNum());
        return statement.toScript(pos.getLineNum(), pos.getColumnNum(), endLine, endColumn);
    }

    /** A table without the system-table or branch suffix of its name ({@code orders$snapshots} is orders'). */
    static TableId base(TableId table) {
        int dollar = table.table().indexOf('$');
        return dollar <= 0 ? table : new TableId(table.catalog(), table.database(), table.table().substring(0, dollar));
    }
}

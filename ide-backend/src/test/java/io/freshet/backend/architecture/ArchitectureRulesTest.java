package io.freshet.backend.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.backend.architecture.SourceTree.SourceFile;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The house rules of issue 16, read from the sources of every module: SQL knowledge lives in sql-analysis (Calcite)
 * and sql-text (identifier quoting, the lexer, positions), Flink job control in gateway-bridge, classes stay small and
 * packages do not form cycles. Issue 38 adds one owner each for the refresh statement, for the materialized-table
 * options, for walking lineage and for parsing a run's statement, the one-way arrow between ide-backend's ingestion
 * sources and ingestions, and sql-text standing alone (no Flink, Calcite or other Freshet module); issue 33 one for
 * Paimon's sink option; and a package-info on every main package.
 */
class ArchitectureRulesTest {

    private static final String SQL_ANALYSIS = "sql-analysis";
    /** SQL text without Flink: the lexer, splitter, positions, quoting and the materialized-table option names. */
    private static final String SQL_TEXT = "sql-text";
    private static final String GATEWAY_BRIDGE = "gateway-bridge";
    private static final String QUOTING = "io/freshet/analysis/quoting/SqlQuoting.java";
    /** The statement classifier names every statement kind, job control included. */
    private static final String CLASSIFIER = "io/freshet/analysis/parse/StatementKind.java";
    private static final String LEXER = "io/freshet/analysis/script/SqlLexer.java";
    private static final String RANGE = "io/freshet/analysis/script/TextRange.java";
    /** Flink's materialized-table option names, the partition date-formatter key, the refresh handler layout. */
    private static final String MT_OPTIONS = "io/freshet/analysis/catalog/MaterializedTableOptions.java";
    private static final String REFRESH_STATEMENT = "io/freshet/gateway/mt/text/RefreshStatement.java";
    /** The one walk along lineage: downstream, upstream, cascade steps. */
    private static final String LINEAGE_WALK = "io/freshet/analysis/lineage/LineageWalk.java";
    /** The session option Paimon's sink needs, for every session that starts a job writing the lakehouse. */
    private static final String PAIMON_SINK_OPTIONS = "io/freshet/gateway/mt/PaimonSinkOptions.java";
    /** The keys a role may SET: sql-analysis, below gateway-bridge, names them for the policy, not to apply them. */
    private static final String SETTABLE_KEYS = "io/freshet/analysis/policy/DefaultPolicy.java";
    private static final int MAX_LINES = 300;

    private static final Pattern CALCITE = Pattern.compile("\\borg\\s*\\.\\s*apache\\s*\\.\\s*calcite\\b");
    /** A backtick doubled by replace, a literal ending or starting with a backtick joined by +, or `%s` formats. */
    private static final List<Pattern> QUOTES = List.of(
            Pattern.compile("replace(All)?\\(\\s*\"`\"\\s*,\\s*\"``\"\\s*\\)"),
            Pattern.compile("replace\\(\\s*'`'\\s*,"),
            Pattern.compile("\"[^\"\\n]*`\"\\s*\\+"),
            Pattern.compile("\\+\\s*\"`(?![?*+])[^\"\\n]*\""),
            Pattern.compile("'`'\\s*\\+|\\+\\s*'`'"),
            Pattern.compile("\"[^\"\\n]*`%s`[^\"\\n]*\""));
    private static final Pattern JOB_CONTROL = Pattern.compile("\"[^\"\\n]*\\b(SHOW\\s+JOBS|STOP\\s+JOB)\\b",
            Pattern.CASE_INSENSITIVE);
    /** The end of a block comment as a string, or escaped in a regex: a hand-written SQL scanner. */
    private static final Pattern COMMENT_SCAN = Pattern.compile("\"\\*/\"|\"[^\"\\n]*\\\\\\\\\\*/");
    /** Four ints naming a span of text: a second position type. */
    private static final Pattern POSITION = Pattern.compile(
            "int\\s+startLine\\s*,\\s*int\\s+startColumn\\s*,\\s*int\\s+endLine\\s*,\\s*int\\s+endColumn");
    /** A string that starts a REFRESH clause, or holds a whole ALTER MATERIALIZED TABLE ... REFRESH. */
    private static final Pattern REFRESH = Pattern.compile(
            "\"\\s*REFRESH\\b|\"[^\"\\n]*MATERIALIZED\\s+TABLE\\b[^\"\\n]*\\bREFRESH\\b");
    /**
     * A string naming a materialized-table option, the date-formatter key (plain, or escaped in a regex) or a field
     * of the refresh handler description.
     */
    private static final Pattern MT_OPTION = Pattern.compile("\"[^\"\\n]*(materialized-table\\."
            + "|partition(\\\\\\\\)?\\.fields|(\\\\\\\\)?\\.date-formatter|workflowName:|jobId=)");
    /** A string naming Flink's sink upsert-materialize option. */
    private static final Pattern UPSERT_MATERIALIZE =
            Pattern.compile("\"[^\"\\n]*table\\.exec\\.sink\\.upsert-materialize");
    private static final String INGEST_SOURCES = "io.freshet.backend.ingest.sources";
    /** What ingest.sources must not name: the ingestions built on it, gateway-bridge, the backend's gateway. */
    private static final Pattern BEYOND_SOURCES = Pattern.compile(
            "\\bio\\.freshet\\.(backend\\.ingest\\.ingestions|gateway|backend\\.gateway)\\b");
    /** The packages a run's (or a deployment step's) statement passes through on its way to Flink and after. */
    private static final Set<String> RUN_PATH = Set.of("io.freshet.backend.run", "io.freshet.backend.policy",
            "io.freshet.backend.refreshes", "io.freshet.backend.jobaccess", "io.freshet.backend.deploy");
    /** The one parse of a run's statement, carried with the run. */
    private static final String PARSED_SQL = "io/freshet/backend/policy/ParsedSql.java";
    /** Splits a script into its runs (each run's statement is then parsed once, by ParsedSql). */
    private static final String RUN_ADMISSION = "io/freshet/backend/run/RunAdmission.java";
    /** Splitting or parsing SQL text: what only ParsedSql does on the run path. */
    private static final Pattern PARSING = Pattern.compile(
            "\\b(StatementParser|ScriptSplitter|SqlScript)\\b|\\bJobStatement\\s*\\.\\s*of\\s*\\(");
    private static final Pattern REFERENCE = Pattern.compile("\\bio\\.freshet(?:\\.[a-z_][a-z0-9_]*)+");
    private static final Pattern IMPORT = Pattern.compile("^\\s*import\\s+(?:static\\s+)?([\\w.]+)", Pattern.MULTILINE);
    /** A library sql-text must not name, written out in code rather than imported. */
    private static final Pattern LIBRARY = Pattern.compile("\\borg\\s*\\.\\s*apache\\b");
    /** Flink or Paimon, which the UI reaches only through sql-analysis's and ide-backend's answers. */
    private static final Pattern FLINK_OR_PAIMON =
            Pattern.compile("\\borg\\s*\\.\\s*apache\\s*\\.\\s*(flink|paimon)\\b");
    /** What sql-text's tests may import besides the JDK and sql-text itself. */
    private static final List<String> TEST_LIBRARIES = List.of("org.junit.", "org.assertj.");

    private static SourceTree tree;

    @BeforeAll
    static void readSources() {
        tree = SourceTree.read();
    }

    @Test
    void everyModuleIsRead() {
        Set<String> modules = new TreeSet<>();
        tree.main().forEach(f -> modules.add(f.module()));
        assertThat(modules).as("modules found under " + tree.root()).contains(SQL_TEXT, SQL_ANALYSIS, GATEWAY_BRIDGE,
                "ide-backend");
        assertThat(modules.stream().anyMatch(m -> m.startsWith("ide-ui"))).as("an ide-ui module").isTrue();
        assertThat(tree.main()).as("main sources").hasSizeGreaterThan(300);
    }

    @Test
    void onlySqlAnalysisUsesCalcite() {
        List<String> users = tree.files().stream()
                .filter(f -> !f.module().equals(SQL_ANALYSIS) && CALCITE.matcher(f.codeOnly()).find())
                .map(SourceFile::where).toList();
        assertThat(users).as("Calcite used outside sql-analysis (ask sql-analysis's API instead)").isEmpty();
    }

    @Test
    void onlySqlQuotingQuotesIdentifiers() {
        List<String> quoting = tree.main().stream()
                .filter(f -> !(f.module().equals(SQL_TEXT) && f.path().equals(QUOTING)))
                .flatMap(f -> QUOTES.stream().flatMap(p -> matches(p, f.code()).stream().map(m -> f.where() + ": " + m)))
                .toList();
        assertThat(quoting).as("identifiers quoted by hand (use io.freshet.analysis.quoting.SqlQuoting)").isEmpty();
    }

    @Test
    void onlyTheGatewayBridgeControlsJobs() {
        List<String> control = tree.main().stream()
                .filter(f -> !f.module().equals(GATEWAY_BRIDGE))
                .filter(f -> !(f.module().equals(SQL_ANALYSIS) && f.path().equals(CLASSIFIER)))
                .flatMap(f -> matches(JOB_CONTROL, f.code()).stream().map(m -> f.where() + ": " + m))
                .toList();
        assertThat(control).as("SHOW JOBS / STOP JOB outside gateway-bridge (use its job control)").isEmpty();
    }

    @Test
    void onlySqlTextLexesSqlAndTextRangeIsTheOnePositionType() {
        List<String> lexers = tree.main().stream()
                .filter(f -> !(f.module().equals(SQL_TEXT) && f.path().equals(LEXER)))
                .flatMap(f -> matches(COMMENT_SCAN, f.code()).stream().map(m -> f.where() + ": " + m)).toList();
        assertThat(lexers).as("SQL comments scanned by hand (use io.freshet.analysis.script.SqlLexer)").isEmpty();
        List<String> positions = tree.main().stream()
                .filter(f -> !(f.module().equals(SQL_TEXT) && f.path().equals(RANGE)))
                .flatMap(f -> matches(POSITION, f.codeOnly()).stream().map(m -> f.where() + ": " + m)).toList();
        assertThat(positions).as("line/column spans as ints (use io.freshet.analysis.script.TextRange)").isEmpty();
    }

    @Test
    void onlyGatewayBridgesRefreshStatementWritesARefresh() {
        List<String> builders = tree.main().stream()
                .filter(f -> !(f.module().equals(GATEWAY_BRIDGE) && f.path().equals(REFRESH_STATEMENT)))
                .flatMap(f -> matches(REFRESH, f.code()).stream().map(m -> f.where() + ": " + m)).toList();
        assertThat(builders).as("ALTER MATERIALIZED TABLE ... REFRESH written by hand"
                + " (use io.freshet.gateway.mt.text.RefreshStatement)").isEmpty();
    }

    @Test
    void onlyMaterializedTableOptionsNamesFlinksMaterializedTableOptions() {
        List<String> copies = tree.main().stream()
                .filter(f -> !(f.module().equals(SQL_TEXT) && f.path().equals(MT_OPTIONS)))
                .flatMap(f -> matches(MT_OPTION, f.code()).stream().map(m -> f.where() + ": " + m)).toList();
        assertThat(copies).as("materialized-table options, date-formatter keys or refresh handler fields named by hand"
                + " (use io.freshet.analysis.catalog.MaterializedTableOptions)").isEmpty();
    }

    @Test
    void onlyPaimonSinkOptionsNamesTheSinkOptionItSets() {
        List<String> copies = tree.main().stream()
                .filter(f -> !(f.module().equals(GATEWAY_BRIDGE) && f.path().equals(PAIMON_SINK_OPTIONS)))
                .filter(f -> !(f.module().equals(SQL_ANALYSIS) && f.path().equals(SETTABLE_KEYS)))
                .flatMap(f -> matches(UPSERT_MATERIALIZE, f.code()).stream().map(m -> f.where() + ": " + m)).toList();
        assertThat(copies).as("Flink's sink upsert-materialize option named by hand"
                + " (use io.freshet.gateway.mt.PaimonSinkOptions)").isEmpty();
    }

    @Test
    void onlyLineageWalkWalksAGraph() {
        List<String> walks = tree.main().stream()
                .filter(f -> !(f.module().equals(SQL_ANALYSIS) && f.path().equals(LINEAGE_WALK)))
                .flatMap(f -> GraphWalks.in(f.codeOnly()).stream().map(m -> f.where() + ": " + m)).toList();
        assertThat(walks).as("a graph walked by hand: a worklist, a frontier loop or a recursion with its own visited"
                + " set (use io.freshet.analysis.lineage.LineageWalk)").isEmpty();
    }

    @Test
    void sqlTextNamesNoFlinkCalciteNorOtherFreshetModule() {
        List<SourceFile> files = tree.files().stream().filter(f -> f.module().equals(SQL_TEXT)).toList();
        assertThat(files).as("files of " + SQL_TEXT).hasSizeGreaterThan(10);
        Set<String> own = new TreeSet<>();
        files.forEach(f -> own.add(f.pkg()));
        List<String> found = files.stream()
                .flatMap(f -> namedBeyond(f.codeOnly(), own, f.main()).stream().map(n -> f.where() + ": " + n))
                .toList();
        assertThat(found).as("sql-text (main or test) naming something beyond the JDK and itself: Flink, Calcite,"
                + " Paimon or another Freshet module would bring the planner to the UI and the gateway client")
                .isEmpty();
    }

    @Test
    void theUiNamesNoFlinkNorPaimon() {
        List<String> found = tree.files().stream().filter(f -> f.module().startsWith("ide-ui"))
                .flatMap(f -> matches(FLINK_OR_PAIMON, f.codeOnly()).stream().map(m -> f.where() + ": " + m)).toList();
        assertThat(found).as("ide-ui naming Flink or Paimon: sql-analysis puts them on its class path for the values"
                + " the contracts carry, not for the views to call (ask a service of ide-ui/api)").isEmpty();
    }

    @Test
    void ingestSourcesNameNeitherIngestionsNorFlink() {
        List<SourceFile> sources = tree.files().stream()
                .filter(f -> f.module().equals("ide-backend") && f.pkg().equals(INGEST_SOURCES)).toList();
        assertThat(sources).as("files of " + INGEST_SOURCES).isNotEmpty();
        List<String> found = sources.stream()
                .flatMap(f -> matches(BEYOND_SOURCES, f.codeOnly()).stream().map(m -> f.where() + ": " + m)).toList();
        assertThat(found).as("ingest.sources (main or test) naming ingest.ingestions, gateway-bridge or the backend's"
                + " gateway: the arrow points from ingestions to sources, and sources talk to no Flink").isEmpty();
    }

    @Test
    void onlyParsedSqlParsesARunsStatement() {
        List<SourceFile> path = tree.main().stream()
                .filter(f -> f.module().equals("ide-backend") && RUN_PATH.contains(f.pkg())).toList();
        assertThat(path).as("files of " + RUN_PATH).hasSizeGreaterThan(20);
        List<String> parsers = path.stream()
                .filter(f -> !f.path().equals(PARSED_SQL) && !f.path().equals(RUN_ADMISSION))
                .flatMap(f -> matches(PARSING, f.codeOnly()).stream().map(m -> f.where() + ": " + m)).toList();
        assertThat(parsers).as("a run's statement split or parsed again on its way (the gate, the audit, the refresh"
                + " history, the creation settings, job control read the parse the run carries:"
                + " io.freshet.backend.policy.ParsedSql)").isEmpty();
    }

    @Test
    void everyMainPackageHasAPackageInfoSayingWhatItOwns() {
        Map<String, Boolean> documented = new TreeMap<>();
        tree.main().forEach(f -> documented.merge(f.module() + ": " + f.pkg(),
                f.path().endsWith("package-info.java") && f.text().contains("/**"), Boolean::logicalOr));
        List<String> undocumented = documented.entrySet().stream().filter(e -> !e.getValue())
                .map(Map.Entry::getKey).toList();
        assertThat(undocumented).as("main packages without a package-info.java whose Javadoc says what the package"
                + " owns and what it must not touch").isEmpty();
    }

    @Test
    void noClassIsOverThreeHundredLines() {
        List<String> large = tree.main().stream().filter(f -> f.lines() > MAX_LINES)
                .map(f -> f.where() + " (" + f.lines() + " lines)").toList();
        assertThat(large).as("main classes over " + MAX_LINES + " lines").isEmpty();
    }

    @Test
    void sqlAnalysisHasNoPackageCycle() {
        assertThat(PackageCycles.of(packageGraph(SQL_ANALYSIS))).as("package cycles in sql-analysis").isEmpty();
    }

    @Test
    void ideBackendHasNoPackageCycle() {
        assertThat(PackageCycles.of(packageGraph("ide-backend"))).as("package cycles in ide-backend").isEmpty();
    }

    @Test
    void gatewayBridgeHasNoPackageCycle() {
        assertThat(PackageCycles.of(packageGraph(GATEWAY_BRIDGE))).as("package cycles in gateway-bridge").isEmpty();
    }

    @Test
    void theRulesSeeWhatTheyForbid() {
        String quoting = "String q = \"`\" + name.replace(\"`\", \"``\") + \"`\";";
        assertThat(QUOTES.stream().filter(p -> p.matcher(quoting).find())).hasSize(3);
        assertThat(JOB_CONTROL.matcher("execute(\"show  jobs\")").find()).isTrue();
        assertThat(CALCITE.matcher("import org.apache.calcite.sql.SqlNode;").find()).isTrue();
        assertThat(FLINK_OR_PAIMON.matcher("import org.apache.paimon.options.CatalogOptions;").find()).isTrue();
        assertThat(FLINK_OR_PAIMON.matcher("new org.apache.flink.configuration.Configuration()").find()).isTrue();
        assertThat(FLINK_OR_PAIMON.matcher("import org.apache.commons.lang3.StringUtils;").find()).isFalse();
        assertThat(COMMENT_SCAN.matcher("Pattern.compile(\"(--[^\\\\n]*|/\\\\*.*?\\\\*/)\")").find()).isTrue();
        assertThat(COMMENT_SCAN.matcher("int close = s.indexOf(\"*/\", i + 2);").find()).isTrue();
        assertThat(COMMENT_SCAN.matcher("sql.append(\" /*+ OPTIONS(\").append(o).append(\") */\");").find()).isFalse();
        assertThat(POSITION.matcher("record R(int startLine, int startColumn,\n int endLine, int endColumn)").find())
                .isTrue();
        assertThat(JavaText.strip("a /* \"`\" + */ \"x`\" // y", true)).isEqualTo("a   \"\" ");
        assertThat(REFRESH.matcher("\"ALTER MATERIALIZED TABLE \" + name.sql() + \" REFRESH\"").find()).isTrue();
        assertThat(REFRESH.matcher("execute(\"ALTER MATERIALIZED TABLE t REFRESH PARTITION (ds = '1')\")").find())
                .isTrue();
        assertThat(REFRESH.matcher("ddl.append(\" REFRESH_MODE = \")").find()).isFalse();
        assertThat(REFRESH.matcher("\"SUSPEND, RESUME, REFRESH and DROP MATERIALIZED TABLE act on\"").find()).isFalse();
        assertThat(MT_OPTION.matcher("options.get(\"materialized-table.refresh-status\")").find()).isTrue();
        assertThat(MT_OPTION.matcher("Pattern.compile(\"partition\\\\.fields\\\\.(.+)\\\\.date-formatter\")").find())
                .isTrue();
        assertThat(MT_OPTION.matcher("String.format(\"%s.date-formatter\", key)").find()).isTrue();
        assertThat(MT_OPTION.matcher("\"partition.fields.\" + key").find()).isTrue();
        assertThat(MT_OPTION.matcher("Pattern.compile(\"workflowName:\\\\s*([^,]+)\")").find()).isTrue();
        assertThat(MT_OPTION.matcher("\"date-formatter only applies in FULL refresh mode\"").find()).isFalse();
        assertThat(MT_OPTION.matcher("\"/materialized-tables/\"").find()).isFalse();
        assertThat(UPSERT_MATERIALIZE.matcher("Map.of(\"table.exec.sink.upsert-materialize\", \"NONE\")").find())
                .isTrue();
        assertThat(UPSERT_MATERIALIZE.matcher("execute(\"SET 'table.exec.sink.upsert-materialize' = 'NONE'\")").find())
                .isTrue();
        assertThat(UPSERT_MATERIALIZE.matcher("session(PaimonSinkOptions.SESSION, gate)").find()).isFalse();
        assertThat(GraphWalks.in("while (!queue.isEmpty()) {\n for (String r : readers.of(queue.removeFirst())) {"))
                .hasSize(1);
        assertThat(GraphWalks.in("for (int level = 0; !frontier.isEmpty() && level < depth; level++) {")).hasSize(1);
        assertThat(GraphWalks.in("private static void collect(String t, Map<String, Set<String>> direct,"
                + " Set<String> found, Set<String> seen) {\n for (String r : direct.get(t)) {\n"
                + " if (seen.add(r)) {\n collect(r, direct, found, seen);\n }\n }\n }")).hasSize(1);
        assertThat(GraphWalks.in("while (!active.isEmpty() && now() < deadline) {\n active.wait(10);\n }")).isEmpty();
        assertThat(GraphWalks.in("void walk(SqlNode node) {\n if (node == null || !visited.add(node)) {\n return;\n"
                + " }\n node.getOperandList().forEach(this::walk);\n walk(node.next());\n }")).isEmpty();
        assertThat(PARSING.matcher("SqlScript script = SqlScript.of(statement);").find()).isTrue();
        assertThat(PARSING.matcher("return StatementTarget.refresh(StatementParser.parse(s));").find()).isTrue();
        assertThat(PARSING.matcher("Optional<JobStatement> job = JobStatement.of(run.request().statement());").find())
                .isTrue();
        assertThat(PARSING.matcher("statement.single().flatMap(JobStatement::of)").find()).isFalse();
        assertThat(PARSING.matcher("TableActionAudit.of(statement)").find()).isFalse();
        assertThat(BEYOND_SOURCES.matcher("import io.freshet.backend.ingest.ingestions.IngestionStore;").find()).isTrue();
        assertThat(BEYOND_SOURCES.matcher("import io.freshet.gateway.client.GatewayClient;").find()).isTrue();
        assertThat(BEYOND_SOURCES.matcher("io.freshet.backend.gateway.GatewayConnection c").find()).isTrue();
        assertThat(BEYOND_SOURCES.matcher("import io.freshet.backend.ingest.sources.SlotNames;").find()).isFalse();
        assertThat(BEYOND_SOURCES.matcher("import io.freshet.backend.warehouse.PaimonCatalogAccess;").find()).isFalse();
        Set<String> own = Set.of("io.freshet.analysis.script");
        assertThat(namedBeyond("package io.freshet.analysis.script;\nimport java.util.List;\n"
                + "import io.freshet.analysis.script.SqlToken.Kind;\n"
                + "import static org.junit.jupiter.api.Assertions.fail;", own, false)).isEmpty();
        assertThat(namedBeyond("import static org.junit.jupiter.api.Assertions.fail;", own, true)).hasSize(1);
        assertThat(namedBeyond("import org.apache.flink.table.utils.EncodingUtils;", own, false)).isNotEmpty();
        assertThat(namedBeyond("Object o = new org.apache.calcite.sql.SqlIdentifier();", own, true)).hasSize(1);
        assertThat(namedBeyond("String s = io.freshet.analysis.parse.StatementParser.CONFIG.toString();", own, true))
                .containsExactly("io.freshet.analysis.parse");
    }

    @Test
    void aCycleIsFound() {
        Map<String, Set<String>> graph = Map.of("a", Set.of("b"), "b", Set.of("c"), "c", Set.of("a"), "d", Set.of("a"));
        assertThat(PackageCycles.of(graph)).containsExactly(List.of("a", "b", "c"));
    }

    /** Each main package of the module to the packages of the same module its code names. */
    private static Map<String, Set<String>> packageGraph(String module) {
        List<SourceFile> files = tree.main().stream().filter(f -> f.module().equals(module)).toList();
        Set<String> packages = new TreeSet<>();
        files.forEach(f -> packages.add(f.pkg()));
        Map<String, Set<String>> graph = new TreeMap<>();
        for (SourceFile f : files) {
            Set<String> to = graph.computeIfAbsent(f.pkg(), k -> new TreeSet<>());
            Matcher m = REFERENCE.matcher(f.codeOnly());
            while (m.find()) {
                String named = m.group();
                if (!named.equals(f.pkg()) && packages.contains(named)) {
                    to.add(named);
                }
            }
        }
        assertThat(graph).as("packages of " + module).hasSizeGreaterThan(3);
        return graph;
    }

    /**
     * What code names beyond the JDK and the given packages: imports (a test's may also be JUnit's and AssertJ's),
     * {@code org.apache} written out, and {@code io.freshet} packages not among them.
     */
    private static List<String> namedBeyond(String code, Set<String> own, boolean main) {
        List<String> found = new ArrayList<>();
        Matcher imports = IMPORT.matcher(code);
        while (imports.find()) {
            String name = imports.group(1);
            boolean allowed = name.startsWith("java.") || own.stream().anyMatch(p -> name.startsWith(p + "."))
                    || !main && TEST_LIBRARIES.stream().anyMatch(name::startsWith);
            if (!allowed) {
                found.add("import " + name);
            }
        }
        found.addAll(matches(LIBRARY, code));
        Matcher references = REFERENCE.matcher(code);
        while (references.find()) {
            String name = references.group();
            if (own.stream().noneMatch(p -> name.equals(p) || name.startsWith(p + "."))) {
                found.add(name);
            }
        }
        return found;
    }

    private static List<String> matches(Pattern pattern, String code) {
        Matcher m = pattern.matcher(code);
        List<String> found = new ArrayList<>();
        while (m.find()) {
            int line = (int) code.substring(0, m.start()).lines().count();
            found.add("line " + Math.max(line, 1) + " " + m.group().strip());
        }
        return found;
    }
}

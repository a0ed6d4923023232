package io.freshet.backend.editor;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.parse.ParsedStatement;
import io.freshet.analysis.script.SqlLexer;
import io.freshet.analysis.script.TextRange;
import io.freshet.app.editor.LongSampleScript;
import io.freshet.backend.warehouse.LiveCatalog;
import io.freshet.ui.editor.CheckedFindings;
import io.freshet.ui.editor.EditorDiagnostic;
import io.freshet.ui.scripts.ScriptDocument;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The editor's validation of the whole sample project as one script (a golden script: five layers, a batch load,
 * materialized tables, a statement the policy refuses and an unknown column at the end): the statement at the
 * cursor is judged as in the whole validation, and the whole validation is today's.
 */
class ValidationRunTest {

    private static final Path SAMPLE = Path.of("..", "sample-projects", "ecommerce");
    private static final ScriptAnalyzer ANALYZER = new ScriptAnalyzer();
    private static final CatalogSnapshot EMPTY = LiveCatalog.emptyCatalog("lakehouse");
    /** A stand-in policy: every SET refused. */
    private static final Function<List<ParsedStatement>, List<EditorDiagnostic>> REFUSALS = statements ->
            statements.stream().filter(p -> SqlLexer.firstWord(p.statement().text()).equals("SET"))
                    .map(p -> new EditorDiagnostic(EditorDiagnostic.Severity.ERROR, "SET is not allowed",
                            p.statement().range(), "policy", null)).toList();
    private static String script;

    @BeforeAll
    static void readSampleProject() throws IOException {
        StringBuilder text = new StringBuilder();
        for (String name : List.of("01_ods_tables.sql", "02_ods_data.sql", "03_dwd_order_detail.sql",
                "04_dws_realtime.sql", "05_dws_reports.sql")) {
            text.append(Files.readString(SAMPLE.resolve(name))).append('\n');
        }
        script = text.append("SELECT user_id, nosuchcol\nFROM dws.user_summary;\n").toString();
    }

    @Test
    void theWholeValidationIsTodaysValidation() {
        List<EditorDiagnostic> today = DiagnosticMapper.merge(
                DiagnosticMapper.map(ANALYZER.check(script, EMPTY).diagnostics(), "validation"),
                REFUSALS.apply(ANALYZER.analyze(script).statements()));

        // as the service does: the syntax check's parse of the same text, reused
        ValidationRun run = new ValidationRun(ANALYZER, script, ANALYZER.analyze(script), script.indexOf("nosuchcol"),
                () -> EMPTY, REFUSALS);
        run.atCursor(() -> false);
        assertThat(run.whole(() -> false)).as("after the first step, on the same parse").isEqualTo(today);
        assertThat(today).anySatisfy(d -> assertThat(d.message()).contains("nosuchcol"));
    }

    @Test
    void theUnknownColumnAtTheEndComesFirstWithOnlyWhatItsStatementReads() {
        CheckedFindings first = run(script.indexOf("nosuchcol")).atCursor(() -> false);

        assertThat(first.diagnostics()).anySatisfy(d -> {
            assertThat(d.message()).contains("nosuchcol");
            assertThat(d.source()).isEqualTo("validation");
        });
        List<TextRange> notRead = ANALYZER.analyze(script).statements().stream().map(ParsedStatement::statement)
                .filter(s -> SqlLexer.firstWord(s.text()).equals("INSERT") || s.text().contains("dws.item_gmv_hourly"))
                .map(s -> s.range()).toList();
        assertThat(notRead).as("the batch load's INSERTs and a report it does not read").hasSizeGreaterThan(3);
        assertThat(first.checked()).doesNotContainAnyElementsOf(notRead);
    }

    @Test
    void everyStatementAtTheCursorIsJudgedAsInTheWholeValidation() {
        List<EditorDiagnostic> whole = run(0).whole(() -> false);
        for (ParsedStatement at : ANALYZER.analyze(script).statements()) {
            CheckedFindings first = run(at.statement().startOffset()).atCursor(() -> false);
            assertThat(first.checked()).contains(at.statement().range());
            assertThat(first.diagnostics()).as("at " + at.statement().text())
                    .containsExactlyElementsOf(whole.stream().filter(d -> inside(first.checked(), d)).toList());
        }
    }

    @Test
    void theLongBenchmarkScriptsLastBlockIsCleanAndItsQueryNeedsOnlyItsOwnTables() throws IOException {
        String text = LongSampleScript.text();
        List<ScriptDocument> earlier = new ArrayList<>();
        for (String name : List.of("01_ods_tables.sql", "02_ods_data.sql", "03_dwd_order_detail.sql",
                "04_dws_realtime.sql", "05_dws_reports.sql")) {
            earlier.add(new ScriptDocument(earlier.size() + 1, "ecommerce", name, Files.readString(SAMPLE.resolve(name)),
                    1, "admin", Instant.now()));
        }
        CatalogSnapshot base = new ProjectCatalog(ANALYZER).after(EMPTY, ProjectCatalog.catalogChanges(earlier));
        List<ParsedStatement> statements = ANALYZER.analyze(text).statements();
        assertThat(text.lines().count()).isBetween(4_990L, 5_200L);

        for (ParsedStatement last : statements.subList(statements.size() - 6, statements.size())) {
            CheckedFindings first = new ValidationRun(ANALYZER, text, null, last.statement().startOffset(), () -> base,
                    p -> List.of()).atCursor(() -> false);
            assertThat(first.diagnostics()).as(last.statement().text())
                    .noneMatch(d -> d.severity() == EditorDiagnostic.Severity.ERROR);
        }
        int query = text.lastIndexOf(LongSampleScript.LAST_QUERY);
        CheckedFindings atQuery = new ValidationRun(ANALYZER, text, null, query, () -> base, p -> List.of())
                .atCursor(() -> false);
        assertThat(atQuery.checked()).as("the SET, two CREATE DATABASEs, two tables of its block, itself, of "
                + statements.size()).hasSize(6);
    }

    private static boolean inside(List<TextRange> ranges, EditorDiagnostic d) {
        return ranges.stream().anyMatch(r -> r.contains(d.range().startLine(), d.range().startColumn()));
    }

    private static ValidationRun run(int cursor) {
        return new ValidationRun(ANALYZER, script, null, cursor, () -> EMPTY, REFUSALS);
    }
}

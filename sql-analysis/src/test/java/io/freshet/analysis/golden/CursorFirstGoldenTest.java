package io.freshet.analysis.golden;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.ScriptAnalysis;
import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.diagnostic.Severity;
import io.freshet.analysis.parse.ParsedStatement;
import io.freshet.analysis.script.TextRange;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The check at a cursor judges statements as the whole script's check does: in every {@code golden/diagnostics}
 * case of more than one statement, at its last statement (what the case is about) and at its first error, the
 * findings of the statements {@link ScriptAnalyzer#checkAt} ran are exactly the whole check's findings of those
 * statements. (Every statement of every case passed too, and the whole check of the parse reused after them, in
 * 150 s under load: too long for each build; {@code ValidationRunTest} checks the reused parse.)
 */
@ExtendWith(CatalogFixture.class)
@GoldenSuite("diagnostics")
class CursorFirstGoldenTest {

    private final ScriptAnalyzer analyzer = new ScriptAnalyzer();

    @TestFactory
    Stream<DynamicTest> everyStatementAtTheCursorIsJudgedAsInTheWholeScript(CatalogSnapshot suiteCatalog) {
        List<Path> cases = GoldenFiles.cases("diagnostics");
        assertThat(cases).hasSizeGreaterThanOrEqualTo(40);
        return cases.stream().map(sql -> DynamicTest.dynamicTest(sql.getFileName().toString(),
                () -> check(sql, suiteCatalog)));
    }

    private void check(Path sql, CatalogSnapshot suiteCatalog) {
        String ownCatalog = GoldenFiles.catalogOf(sql);
        CatalogSnapshot catalog = ownCatalog == null ? suiteCatalog
                : analyzer.validate(ownCatalog, CatalogSnapshot.empty()).catalogAfter();
        String text = GoldenFiles.read(sql);
        ScriptAnalysis parsed = analyzer.analyze(text);
        List<ParsedStatement> statements = parsed.statements();
        if (statements.size() < 2) {
            return; // nothing before the statement at the cursor: the check at it is the whole check
        }
        // the statement a case is about (its last) and the first one with an error there: the ones that need context
        ScriptAnalysis whole = analyzer.check(text, catalog);
        Set<ParsedStatement> cursors = new LinkedHashSet<>();
        cursors.add(statements.get(statements.size() - 1));
        whole.diagnostics().stream().filter(d -> d.severity() == Severity.ERROR).findFirst()
                .ifPresent(d -> cursors.add(statements.get(statementOf(statements, d.range()))));
        for (ParsedStatement at : cursors) {
            ScriptAnalysis first = analyzer.checkAt(parsed, at.statement().startOffset(), catalog, () -> false);
            assertThat(first.statements()).as("the statement at the cursor is checked").contains(at);
            Set<Integer> checked = first.statements().stream().map(p -> p.statement().index())
                    .collect(Collectors.toSet());
            List<Diagnostic> expected = whole.diagnostics().stream()
                    .filter(d -> checked.contains(statementOf(statements, d.range()))).toList();
            assertThat(first.diagnostics()).as(sql + " at statement " + at.statement().index())
                    .isEqualTo(expected);
        }
    }

    /** The index of the statement a finding belongs to: the last one starting at or before it. */
    private static int statementOf(List<ParsedStatement> statements, TextRange range) {
        int found = 0;
        for (ParsedStatement p : statements) {
            if (TextRange.BY_START.compare(p.statement().range(), range) <= 0) {
                found = p.statement().index();
            }
        }
        return found;
    }
}

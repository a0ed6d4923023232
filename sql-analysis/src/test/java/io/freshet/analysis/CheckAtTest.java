package io.freshet.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.diagnostic.Severity;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** A long script's statement at the cursor, checked after only what it reads; and a check stopped midway. */
class CheckAtTest {

    private static final ScriptAnalyzer ANALYZER = new ScriptAnalyzer();

    /** Forty tables and a query over each, then a query with an unknown column over the first table. */
    private static String longScript() {
        StringBuilder text = new StringBuilder("SET 'table.dml-sync' = 'false';\n");
        for (int i = 0; i < 40; i++) {
            text.append("CREATE TEMPORARY TABLE t").append(i)
                    .append(" (id BIGINT, amount DOUBLE) WITH ('connector' = 'datagen');\n")
                    .append("SELECT id, amount * 2 FROM t").append(i).append(" WHERE id > ").append(i).append(";\n");
        }
        return text.append("SELECT nosuchcol FROM t0 WHERE id > 1;\n").toString();
    }

    @Test
    void theStatementAtTheCursorIsCheckedAfterOnlyTheStatementsItReads() {
        String text = longScript();
        ScriptAnalysis parsed = ANALYZER.analyze(text);
        int cursor = text.indexOf("nosuchcol") + 3;

        ScriptAnalysis first = ANALYZER.checkAt(parsed, cursor, CatalogSnapshot.empty(), () -> false);

        assertThat(first.statements()).extracting(p -> p.statement().text()).containsExactly(
                "SET 'table.dml-sync' = 'false'",
                "CREATE TEMPORARY TABLE t0 (id BIGINT, amount DOUBLE) WITH ('connector' = 'datagen')",
                "SELECT nosuchcol FROM t0 WHERE id > 1");
        assertThat(first.catalogAfter()).isNull();
        Diagnostic unknown = first.diagnostics().stream().filter(d -> d.severity() == Severity.ERROR).findFirst()
                .orElseThrow();
        assertThat(unknown.message()).contains("nosuchcol");
        assertThat(unknown.range().startLine()).isEqualTo(82);
        assertThat(ANALYZER.check(text, CatalogSnapshot.empty()).diagnostics().stream()
                .filter(d -> d.range().startLine() == 82)).as("the whole check finds the same there")
                .containsExactlyElementsOf(first.diagnostics().stream().filter(d -> d.range().startLine() == 82)
                        .toList());
    }

    @Test
    void aCancelledCheckStopsBeforeTheNextStatement() {
        ScriptAnalysis parsed = ANALYZER.analyze(longScript());
        AtomicInteger asked = new AtomicInteger();

        assertThatThrownBy(() -> ANALYZER.check(parsed, CatalogSnapshot.empty(), () -> asked.incrementAndGet() == 3))
                .isInstanceOf(CancellationException.class);
        assertThat(asked).as("asked before each statement, stopped at the third of 82").hasValue(3);

        asked.set(0);
        assertThatThrownBy(() -> ANALYZER.checkAt(parsed, 0, CatalogSnapshot.empty(), () -> asked.incrementAndGet() == 1))
                .isInstanceOf(CancellationException.class);
    }
}

package io.freshet.analysis.planner;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.ScriptAnalysis;
import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.diagnostic.Severity;
import io.freshet.analysis.lineage.StatementLineage;
import java.io.IOException;
import java.net.URL;
import java.util.Enumeration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Statements run with the session's own class loader as the thread's context class loader: Flink's legacy
 * table-source probe, made for every table a statement reads, then finds its factories in the service files read
 * once instead of scanning every jar of the caller's class path each time; the caller's loader is back afterwards.
 */
class SessionClassLoaderTest {

    private static final String LEGACY_FACTORIES =
            "META-INF/services/org.apache.flink.table.legacy.factories.TableFactory";

    /** Counts the look-ups of the legacy factories' service file that reach the caller's class loader. */
    private static final class Counting extends ClassLoader {

        final AtomicInteger legacyLookups = new AtomicInteger();

        Counting() {
            super(SessionClassLoaderTest.class.getClassLoader());
        }

        @Override
        public Enumeration<URL> getResources(String name) throws IOException {
            if (name.equals(LEGACY_FACTORIES)) {
                legacyLookups.incrementAndGet();
            }
            return super.getResources(name);
        }
    }

    @Test
    void readingTablesNeverScansTheCallersClassPathAndTheCallersLoaderIsBack() {
        Counting caller = new Counting();
        ClassLoader before = Thread.currentThread().getContextClassLoader();
        Thread.currentThread().setContextClassLoader(caller);
        try {
            ScriptAnalysis analysis = new ScriptAnalyzer().validate("""
                    CREATE TABLE src (id BIGINT, amount INT) WITH ('connector' = 'datagen');
                    CREATE MATERIALIZED TABLE first_mt FRESHNESS = INTERVAL '1' HOUR AS SELECT id, SUM(amount) AS total
                      FROM src GROUP BY id;
                    CREATE MATERIALIZED TABLE second_mt FRESHNESS = INTERVAL '1' HOUR AS SELECT id, total FROM first_mt;
                    SELECT nosuchcolumn FROM src;
                    """, CatalogSnapshot.empty());
            assertThat(Thread.currentThread().getContextClassLoader()).isSameAs(caller);
            List<Diagnostic> errors = analysis.diagnostics().stream().filter(d -> d.severity() == Severity.ERROR)
                    .toList();
            assertThat(errors).as(errors.toString()).singleElement()
                    .satisfies(d -> assertThat(d.message()).contains("nosuchcolumn"));
            assertThat(analysis.lineage()).extracting(StatementLineage::target).as(analysis.diagnostics().toString())
                    .containsExactly("default_catalog.default_database.first_mt",
                            "default_catalog.default_database.second_mt");
            assertThat(caller.legacyLookups).hasValue(0);
            assertThat(ServiceFileCache.INSTANCE.holds(LEGACY_FACTORIES)).isTrue();
        } finally {
            Thread.currentThread().setContextClassLoader(before);
        }
    }
}

package io.freshet.analysis.planner;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.diagnostic.Severity;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The derived refresh mode follows the configured freshness threshold, as the gateway's does. */
class FreshnessThresholdTest {

    private static final String SCRIPT = """
            CREATE TABLE src (id BIGINT) WITH ('connector' = 'datagen');
            CREATE MATERIALIZED TABLE copy FRESHNESS = INTERVAL '10' MINUTE AS SELECT id FROM src;
            """;

    private static Diagnostic info(ScriptAnalyzer analyzer) {
        return analyzer.validate(SCRIPT, CatalogSnapshot.empty()).diagnostics().stream()
                .filter(d -> d.severity() == Severity.INFO).findFirst().orElseThrow();
    }

    @Test
    void tenMinutesIsContinuousUnderTheDefaultThreshold() {
        Diagnostic info = info(new ScriptAnalyzer());
        assertThat(info.message()).startsWith("Refresh mode CONTINUOUS").contains("threshold of 30 min");
        assertThat(info.range().startLine()).isEqualTo(2);
    }

    @Test
    void tenMinutesIsFullUnderAFiveMinuteThreshold() {
        Diagnostic info = info(new ScriptAnalyzer(Duration.ofMinutes(5)));
        assertThat(info.message()).startsWith("Refresh mode FULL").contains("threshold of 5 min")
                .contains("cron '0 0/10 * * * ? *'");
    }
}

package io.freshet.backend.refreshes;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.testing.MigratedDatabase;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.jdbc.core.JdbcTemplate;

/** The session options kept per materialized table, in the migrated schema. */
class CreationSettingsTest {

    @RegisterExtension
    static final MigratedDatabase DB = MigratedDatabase.h2();

    @Test
    void setStatementsAsTheSessionReplaysThemBecomeOptions() {
        assertThat(CreationSettings.options(List.of("SET 'table.dml-sync' = 'true'",
                "set 'pipeline.name'='it''s mine';", "SET 'execution.runtime-mode' = 'batch'")))
                .containsExactly(Map.entry("table.dml-sync", "true"), Map.entry("pipeline.name", "it's mine"),
                        Map.entry("execution.runtime-mode", "batch"));
        assertThat(CreationSettings.options(List.of("RESET 'table.dml-sync'"))).isEmpty();
    }

    @Test
    void aTableCreatedAgainReplacesItsOptionsAndADropForgetsThem() {
        CreationSettings settings = new CreationSettings(new JdbcTemplate(DB.dataSource()));
        assertThat(settings.of("lakehouse.dws.t")).isEmpty();
        settings.record("lakehouse.dws.t", Map.of("parallelism.default", "2"), "ann");
        settings.record("lakehouse.dws.t", Map.of("pipeline.name", "daily"), "bob");
        settings.record("lakehouse.dws.u", Map.of(), "bob");
        assertThat(settings.of("lakehouse.dws.t")).containsExactly(Map.entry("pipeline.name", "daily"));
        settings.forget("lakehouse.dws.t");
        assertThat(settings.of("lakehouse.dws.t")).isEmpty();
        assertThat(settings.of("lakehouse.dws.u")).isEmpty();
    }
}

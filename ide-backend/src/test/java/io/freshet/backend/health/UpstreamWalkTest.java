package io.freshet.backend.health;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.backend.warehouse.TableReaders;
import io.freshet.ui.health.HealthState;
import io.freshet.ui.health.HealthSubject;
import io.freshet.ui.health.HealthSubject.Kind;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class UpstreamWalkTest {

    private static final Map<String, TableReaders> READERS = Map.of("lakehouse", TableReaders.of(Map.of(
            "dwd.detail", "SELECT * FROM `lakehouse`.`ods`.`orders`",
            "dws.summary", "SELECT * FROM `lakehouse`.`dwd`.`detail`",
            "dws.top", "SELECT * FROM `lakehouse`.`dws`.`summary`",
            "dws.users_daily", "SELECT * FROM `lakehouse`.`ods`.`users`"), Map.of(), "lakehouse", (t, r) -> { }));

    @Test
    void tablesBelowAFailingTableAreUpstreamAndNameIt() {
        Map<HealthSubject, OwnHealth> own = fresh();
        own.put(mt("lakehouse.dwd.detail"), OwnHealth.of(HealthState.FAILING, "Not running"));
        Map<HealthSubject, OwnHealth> after = UpstreamWalk.apply(own, READERS, Map.of());
        assertThat(after.get(mt("lakehouse.dwd.detail")).state()).isEqualTo(HealthState.FAILING);
        assertThat(after.get(mt("lakehouse.dws.summary"))).satisfies(h -> {
            assertThat(h.state()).isEqualTo(HealthState.UPSTREAM);
            assertThat(h.reason()).isEqualTo("Reads from lakehouse.dwd.detail, which is FAILING");
        });
        assertThat(after.get(mt("lakehouse.dws.top")).reason())
                .isEqualTo("Reads from lakehouse.dwd.detail (through lakehouse.dws.summary), which is FAILING");
        assertThat(after.get(mt("lakehouse.dws.users_daily")).state()).isEqualTo(HealthState.FRESH);
        assertThat(after.get(table("lakehouse.ods.orders")).state()).isEqualTo(HealthState.FRESH);
    }

    @Test
    void aTableWithItsOwnTroubleKeepsItAndTheFailingCauseWinsOverALateOne() {
        Map<HealthSubject, OwnHealth> own = fresh();
        own.put(mt("lakehouse.dws.summary"), OwnHealth.of(HealthState.LATE, "behind"));
        own.put(mt("lakehouse.dwd.detail"), OwnHealth.of(HealthState.FAILING, "Not running"));
        own.put(mt("lakehouse.dws.top"), OwnHealth.of(HealthState.SUSPENDED, "Suspended"));
        Map<HealthSubject, OwnHealth> after = UpstreamWalk.apply(own, READERS, Map.of());
        assertThat(after.get(mt("lakehouse.dws.summary")).state()).isEqualTo(HealthState.LATE);
        assertThat(after.get(mt("lakehouse.dws.top")).state()).isEqualTo(HealthState.SUSPENDED);
    }

    @Test
    void aFailingIngestionMakesTheTablesItWritesAndTheirReadersUpstream() {
        Map<HealthSubject, OwnHealth> own = fresh();
        HealthSubject ingestion = new HealthSubject(Kind.INGESTION, "shop.public #3");
        own.put(ingestion, OwnHealth.of(HealthState.FAILING, "Failed"));
        Map<HealthSubject, Collection<String>> writes = Map.of(ingestion, List.of("lakehouse.ods.users"));
        Map<HealthSubject, OwnHealth> after = UpstreamWalk.apply(own, READERS, writes);
        assertThat(after.get(table("lakehouse.ods.users")).reason())
                .isEqualTo("Reads from ingestion shop.public #3, which is FAILING");
        assertThat(after.get(mt("lakehouse.dws.users_daily")).state()).isEqualTo(HealthState.UPSTREAM);
        assertThat(after.get(mt("lakehouse.dwd.detail")).state()).isEqualTo(HealthState.FRESH);
    }

    private static Map<HealthSubject, OwnHealth> fresh() {
        Map<HealthSubject, OwnHealth> own = new LinkedHashMap<>();
        for (String t : List.of("lakehouse.ods.orders", "lakehouse.ods.users")) {
            own.put(table(t), OwnHealth.of(HealthState.FRESH, "Latest commit"));
        }
        for (String t : List.of("lakehouse.dwd.detail", "lakehouse.dws.summary", "lakehouse.dws.top",
                "lakehouse.dws.users_daily")) {
            own.put(mt(t), OwnHealth.of(HealthState.FRESH, "fresh"));
        }
        return own;
    }

    private static HealthSubject mt(String name) {
        return new HealthSubject(Kind.MATERIALIZED_TABLE, name);
    }

    private static HealthSubject table(String name) {
        return new HealthSubject(Kind.TABLE, name);
    }
}

package io.freshet.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The fixtures of other packages share through {@link SharedFixture}: {@link SharedClusterLast} finds their keys. */
class SharedFixtureTest {

    private static final String INGEST = "io.freshet.backend.ingest.ingestions.";

    @Test
    void theIngestionClassesShareTheirServersAndTheSampleClassesTheirShop() throws ClassNotFoundException {
        Optional<String> servers = SharedClusterLast.sharedKey(Class.forName(INGEST + "IngestionServiceIT"));
        assertThat(servers).isPresent();
        for (String name : List.of("IngestionResumeIT", "MySqlIngestionIT", "SnapshotIngestionIT")) {
            assertThat(SharedClusterLast.sharedKey(Class.forName(INGEST + name))).as(name).isEqualTo(servers);
        }
        Optional<String> shop = SharedClusterLast.sharedKey(Class.forName(INGEST + "ResyncIT"));
        assertThat(shop).isPresent().isNotEqualTo(servers)
                .isEqualTo(SharedClusterLast.sharedKey(Class.forName(INGEST + "SampleIngestionIT")));
    }
}

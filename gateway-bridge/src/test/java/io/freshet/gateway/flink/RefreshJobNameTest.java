package io.freshet.gateway.flink;

import io.freshet.gateway.mt.TableName;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Flink 2.0's refresh job names are read back into a table name and a kind; anything else is no refresh job. */
class RefreshJobNameTest {

    @Test
    void eachKindOfRefreshJob() {
        assertThat(RefreshJobName.parse("Materialized_table_`lakehouse`.`dws`.`gmv`_periodic_refresh_job"))
                .contains(new RefreshJobName(TableName.of("lakehouse", "dws", "gmv"), RefreshJobName.Kind.PERIODIC));
        assertThat(RefreshJobName.parse("Materialized_table_`c`.`d`.`t`_one_time_refresh_job"))
                .contains(new RefreshJobName(TableName.of("c", "d", "t"), RefreshJobName.Kind.ONE_TIME));
        assertThat(RefreshJobName.parse("Materialized_table_`c`.`d`.`t`_continuous_refresh_job"))
                .contains(new RefreshJobName(TableName.of("c", "d", "t"), RefreshJobName.Kind.CONTINUOUS));
    }

    @Test
    void quotedNamesWithDotsUnderscoresAndBackticks() {
        assertThat(RefreshJobName.parse("Materialized_table_`c`.`my.db`.`a``b_periodic_refresh_job`_one_time_refresh_job"))
                .contains(new RefreshJobName(TableName.of("c", "my.db", "a`b_periodic_refresh_job"),
                        RefreshJobName.Kind.ONE_TIME));
    }

    @Test
    void otherJobsAreNoRefreshJobs() {
        assertThat(RefreshJobName.parse("insert-into_lakehouse.ods.orders")).isEmpty();
        assertThat(RefreshJobName.parse("Materialized_table_`c`.`t`_periodic_refresh_job")).isEmpty();
        assertThat(RefreshJobName.parse("Materialized_table_c.d.t_periodic_refresh_job")).isEmpty();
        assertThat(RefreshJobName.parse(null)).isEmpty();
    }
}

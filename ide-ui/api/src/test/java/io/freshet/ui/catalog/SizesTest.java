package io.freshet.ui.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.ui.deploy.TableData;
import org.junit.jupiter.api.Test;

/** One wording of a byte count, in binary units, wherever a page shows a size. */
class SizesTest {

    @Test
    void bytesArePowersOf1024NamedAsSuch() {
        assertThat(Sizes.bytes(0)).isEqualTo("0 B");
        assertThat(Sizes.bytes(1023)).isEqualTo("1023 B");
        assertThat(Sizes.bytes(2048)).isEqualTo("2.0 KiB");
        assertThat(Sizes.bytes(3L * 1024 * 1024 / 2)).isEqualTo("1.5 MiB");
        assertThat(Sizes.bytes(5L << 50)).as("the largest unit goes on counting").isEqualTo("5120.0 TiB");
    }

    @Test
    void aDeployPlansDroppedDataSaysItsSizeTheSameWay() {
        assertThat(new TableData(1234, 5, 2048).words()).isEqualTo("1,234 rows in 5 partitions, 2.0 KiB");
        assertThat(new TableData(1, 0, -1).words()).isEqualTo("1 row");
    }
}

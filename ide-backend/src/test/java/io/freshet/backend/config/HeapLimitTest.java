package io.freshet.backend.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Issue 32: an IDE started without a heap limit says so, with the command that sets one. */
class HeapLimitTest {

    private static final long FOUR_GIB = 4L << 30;

    @Test
    void aJvmWithoutAHeapOptionIsWarnedAboutWithTheCommandToUse() {
        assertThat(HeapLimit.warning(List.of("-Dfile.encoding=UTF-8"), FOUR_GIB)).hasValueSatisfying(w ->
                assertThat(w).contains("4096 MiB", "java -Xmx1g -jar freshet.jar", "FRESHET_MAX_HEAP"));
    }

    @Test
    void anyWayOfChoosingTheHeapIsRespected() {
        for (String option : List.of("-Xmx1g", "-XX:MaxHeapSize=1073741824", "-XX:MaxRAMPercentage=75.0")) {
            assertThat(HeapLimit.warning(List.of("-Dx=y", option), FOUR_GIB)).as(option).isEmpty();
        }
    }
}

package io.freshet.gateway.testing;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** Both ways of polling: the last value back for the caller's assertion, or a failure that names it. */
class PollTest {

    private static final Duration QUICK = Duration.ofMillis(1);

    @Test
    void untilHandsBackTheLastValueWhenTimeRunsOut() {
        assertThat(Poll.until(Duration.ZERO, () -> 1, value -> value > 1)).isEqualTo(1);
    }

    @Test
    void untilThrowsTheLastErrorWhenTheLastLookFailed() {
        IllegalStateException error = catchThrowableOfType(IllegalStateException.class,
                () -> Poll.until(Duration.ZERO, () -> {
                    throw new IllegalStateException("not there yet");
                }, value -> true));

        assertThat(error).hasMessage("not there yet");
    }

    @Test
    void awaitCountsErrorsAsNotYetAndReturnsTheFirstPassingValue() {
        AtomicInteger looks = new AtomicInteger();

        int value = Poll.await(Duration.ofMinutes(1), QUICK, () -> {
            if (looks.incrementAndGet() < 3) {
                throw new IllegalStateException("starting");
            }
            return looks.get() * 10;
        }, v -> v >= 40, "the fourth look");

        assertThat(value).isEqualTo(40);
        assertThat(looks).hasValue(4);
    }

    @Test
    void awaitFailsNamingWhatItWaitedForAndTheLastValue() {
        AssertionError failure = catchThrowableOfType(AssertionError.class,
                () -> Poll.await(Duration.ZERO, QUICK, () -> 7, v -> v > 7, "a value above 7"));

        assertThat(failure).hasMessage("Waited 0 s for a value above 7; last: 7").hasNoCause();
    }

    @Test
    void awaitFailsWithTheLastErrorAsItsCause() {
        IllegalStateException gone = new IllegalStateException("gone");

        AssertionError failure = catchThrowableOfType(AssertionError.class, () -> Poll.await(Duration.ZERO, QUICK,
                () -> {
                    throw gone;
                }, v -> true, "a table"));

        assertThat(failure).hasMessage("Waited 0 s for a table; last: null").hasCause(gone);
    }
}

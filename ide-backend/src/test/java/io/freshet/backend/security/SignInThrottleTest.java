package io.freshet.backend.security;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.testing.MutableClock;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** Failed sign-ins per client address: a block after N within the window, lifted after the block's length. */
class SignInThrottleTest {

    private final MutableClock clock = new MutableClock(Instant.parse("2026-12-06T17:00:00Z"));
    private final SignInThrottle throttle = new SignInThrottle(3, Duration.ofMinutes(10), Duration.ofMinutes(15),
            clock);

    @Test
    void theNthFailureWithinTheWindowBlocksTheAddressForTheBlocksLength() {
        assertThat(throttle.failed("10.0.0.7")).isFalse();
        assertThat(throttle.failed("10.0.0.7")).isFalse();
        assertThat(throttle.refusedFor("10.0.0.7")).isEmpty();
        assertThat(throttle.failed("10.0.0.7")).isTrue();
        assertThat(throttle.refusedFor("10.0.0.7")).contains(Duration.ofMinutes(15));
        assertThat(throttle.refusedFor("10.0.0.8")).as("another address").isEmpty();

        clock.advance(Duration.ofMinutes(14));
        assertThat(throttle.refusedFor("10.0.0.7")).contains(Duration.ofMinutes(1));
        clock.advance(Duration.ofMinutes(1));
        assertThat(throttle.refusedFor("10.0.0.7")).isEmpty();
        assertThat(throttle.failed("10.0.0.7")).as("the count started again after the block").isFalse();
    }

    @Test
    void failuresOlderThanTheWindowDoNotCount() {
        throttle.failed("10.0.0.7");
        throttle.failed("10.0.0.7");
        clock.advance(Duration.ofMinutes(11));
        assertThat(throttle.failed("10.0.0.7")).isFalse();
        assertThat(throttle.refusedFor("10.0.0.7")).isEmpty();
        throttle.failed("10.0.0.7");
        assertThat(throttle.failed("10.0.0.7")).isTrue();
    }

    @Test
    void anIpv6HostCountsByItsSlash64Network() {
        throttle.failed("2001:db8:1:2::1");
        throttle.failed("2001:db8:1:2:aaaa::9");
        assertThat(throttle.failed("[2001:db8:1:2:ffff:ffff:ffff:ffff]")).isTrue();
        assertThat(throttle.refusedFor("2001:db8:1:2::77")).isPresent();
        assertThat(throttle.refusedFor("2001:db8:1:3::1")).isEmpty();
        assertThat(SignInThrottle.key("0:0:0:0:0:0:0:1")).isEqualTo("0000000000000000::/64");
        assertThat(SignInThrottle.key("127.0.0.1")).isEqualTo("127.0.0.1");
    }
}

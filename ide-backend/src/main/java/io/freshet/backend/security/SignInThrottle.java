package io.freshet.backend.security;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

/**
 * Refuses sign-ins from a client address after too many failures from it within a window, whichever accounts
 * they were for: the account lock-out stops guessing one password, this stops trying a few on many accounts.
 * In memory, per instance; an IPv6 client counts by its /64 network, which one host can hop within.
 */
@Component
public class SignInThrottle {

    /** Past this many tracked addresses, those without a recent failure or a block are dropped first. */
    private static final int PRUNE_ABOVE = 10_000;

    private final int maxFailures;
    private final Duration window;
    private final Duration block;
    private final Clock clock;
    private final Map<String, AddressFailures> byAddress = new ConcurrentHashMap<>();

    @Autowired
    public SignInThrottle(SecurityProperties properties) {
        this(properties.addressMaxFailures(), properties.addressWindow(), properties.addressBlock(),
                Clock.systemUTC());
    }

    SignInThrottle(int maxFailures, Duration window, Duration block, Clock clock) {
        if (maxFailures < 1) {
            throw new IllegalArgumentException("freshet.security.address-max-failures is at least 1");
        }
        this.maxFailures = maxFailures;
        this.window = window;
        this.block = block;
        this.clock = clock;
    }

    /** How much longer sign-ins from this address are refused; empty when they are not. */
    public Optional<Duration> refusedFor(String address) {
        AddressFailures failures = byAddress.get(key(address));
        Instant now = clock.instant();
        if (failures == null || failures.blockedUntil() == null || !failures.blockedUntil().isAfter(now)) {
            return Optional.empty();
        }
        return Optional.of(Duration.between(now, failures.blockedUntil()));
    }

    /** Counts a failed sign-in from the address; true when this failure starts a block. */
    public boolean failed(String address) {
        Instant now = clock.instant();
        if (byAddress.size() > PRUNE_ABOVE) {
            byAddress.values().removeIf(f -> f.idleAt(now.minus(window), now));
        }
        AddressFailures after = byAddress.compute(key(address),
                (k, before) -> (before == null ? AddressFailures.NONE : before).add(now, window, maxFailures, block));
        // only a failure that reaches the limit sets the end of a block to now + block
        return now.plus(block).equals(after.blockedUntil());
    }

    /** The address an attempt is counted under: IPv4 as is, IPv6 by its /64 network. */
    static String key(String address) {
        String a = String.valueOf(address);
        if (!a.contains(":")) {
            return a;
        }
        try {
            // a literal from the servlet container: parsed without a name lookup
            byte[] bytes = InetAddress.getByName(a.startsWith("[") ? a.substring(1, a.length() - 1) : a).getAddress();
            return bytes.length == 16 ? HexFormat.of().formatHex(bytes, 0, 8) + "::/64" : a;
        } catch (UnknownHostException | StringIndexOutOfBoundsException e) {
            return a;
        }
    }

    /** One address's failures within the window, and until when it is refused (null: not refused). */
    record AddressFailures(List<Instant> recent, Instant blockedUntil) {

        static final AddressFailures NONE = new AddressFailures(List.of(), null);

        AddressFailures add(Instant now, Duration window, int max, Duration block) {
            List<Instant> kept = new ArrayList<>();
            for (Instant at : recent) {
                if (at.isAfter(now.minus(window))) {
                    kept.add(at);
                }
            }
            kept.add(now);
            if (kept.size() >= max) {
                return new AddressFailures(List.of(), now.plus(block));
            }
            return new AddressFailures(List.copyOf(kept), blockedUntil);
        }

        boolean idleAt(Instant windowStart, Instant now) {
            boolean blocked = blockedUntil != null && blockedUntil.isAfter(now);
            return !blocked && recent.stream().noneMatch(at -> at.isAfter(windowStart));
        }
    }
}

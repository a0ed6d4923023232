package io.freshet.gateway.capability;

import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.GatewayClient;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;

/** What the connected gateway's Flink version supports, with a user-facing reason for each absence. */
public record Capabilities(FlinkVersion version) {

    public static Capabilities of(FlinkVersion version) {
        return new Capabilities(version);
    }

    /** Asks the gateway for its version ({@code GET /info}). */
    public static Capabilities of(GatewayClient client) {
        return of(FlinkVersion.parse(client.info().version()));
    }

    public boolean supports(Capability capability) {
        return version.isAtLeast(capability.since());
    }

    public Set<Capability> supported() {
        Set<Capability> supported = EnumSet.noneOf(Capability.class);
        Arrays.stream(Capability.values()).filter(this::supports).forEach(supported::add);
        return supported;
    }

    /** Why a capability is missing, fit for a tooltip; empty when it is supported. */
    public Optional<String> explainAbsence(Capability capability) {
        if (supports(capability)) {
            return Optional.empty();
        }
        return Optional.of(capability.feature() + " needs Flink " + capability.since().major() + "."
                + capability.since().minor() + " or newer; the connected SQL Gateway runs Flink " + version + ". "
                + capability.fallback());
    }

    /** Fails with an UNSUPPORTED {@link GatewayException} carrying the explanation when it is missing. */
    public void require(Capability capability) {
        explainAbsence(capability).ifPresent(reason -> {
            throw new GatewayException(GatewayException.Kind.UNSUPPORTED, reason, "", null);
        });
    }
}

package io.freshet.gateway.client;

/** A periodic refresh in the gateway's embedded workflow scheduler, as Quartz names it. */
public record RefreshWorkflow(String name, String group) {
}

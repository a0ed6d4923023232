package io.freshet.ui.common;

/** A listener's hold on a stream of service events; cancelling it stops the events (the contracts' own, Vaadin-free). */
@FunctionalInterface
public interface Subscription {

    /** Stops the events; cancelling twice does nothing more. */
    void cancel();
}

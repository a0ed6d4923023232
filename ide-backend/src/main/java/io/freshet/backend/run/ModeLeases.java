package io.freshet.backend.run;

import io.freshet.ui.run.RuntimeMode;
import java.util.HashMap;
import java.util.Map;

/**
 * Per user, the runtime mode the user's one gateway session must keep while statements are being submitted. Flink
 * reads the session's options when a submitted statement starts, so two editor tabs in different modes must not
 * interleave their SET and submit: runs in the same mode share the lease, a run in the other mode waits for it.
 */
final class ModeLeases {

    /** The mode leased and how many runs hold it. */
    private static final class Lease {
        private final RuntimeMode mode;
        private int holders;

        Lease(RuntimeMode mode) {
            this.mode = mode;
        }
    }

    private final Map<String, Lease> leases = new HashMap<>();

    /** Waits until the user's session may be in {@code mode}, then holds it there until {@link #release}. */
    synchronized void acquire(String user, RuntimeMode mode) throws InterruptedException {
        while (true) {
            Lease lease = leases.get(user);
            if (lease == null) {
                lease = new Lease(mode);
                leases.put(user, lease);
            }
            if (lease.mode == mode) {
                lease.holders++;
                return;
            }
            wait();
        }
    }

    synchronized void release(String user) {
        Lease lease = leases.get(user);
        if (lease != null && --lease.holders <= 0) {
            leases.remove(user);
            notifyAll();
        }
    }
}

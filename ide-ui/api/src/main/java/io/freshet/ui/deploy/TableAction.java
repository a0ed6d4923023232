package io.freshet.ui.deploy;

/**
 * What a deployment plan does with one table. CREATE: not in the live catalog, the script creates it; UNCHANGED: the
 * live table matches its script; RECREATE: changed, dropped and created again from the script; KEEP: changed, but the
 * user keeps the live table as it is; DROP: a live table of the project that its scripts no longer define (only when
 * the plan was asked to drop such tables).
 */
public enum TableAction {
    CREATE, UNCHANGED, RECREATE, KEEP, DROP;

    /** True when applying the plan changes the live table. */
    public boolean changesLive() {
        return this == CREATE || this == RECREATE || this == DROP;
    }
}

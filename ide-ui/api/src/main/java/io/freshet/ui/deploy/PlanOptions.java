package io.freshet.ui.deploy;

import java.util.Set;

/**
 * What a deployment plan is asked to do beyond creating what is missing.
 *
 * @param recreate           the changed tables (catalog.database.table) to re-create; the other changed ones are kept
 * @param recreateAllChanged re-create every changed table (what a headless apply of a reviewed change wants)
 * @param dropRemoved        drop the live tables of the project that its scripts no longer define
 */
public record PlanOptions(Set<String> recreate, boolean recreateAllChanged, boolean dropRemoved) {

    /** Creates what is missing, keeps every changed table, drops nothing: what {@code plan(project)} plans. */
    public static final PlanOptions DEFAULT = new PlanOptions(Set.of(), false, false);

    public PlanOptions {
        recreate = Set.copyOf(recreate);
    }

    /** These options with the table re-created or kept. */
    public PlanOptions withRecreate(String table, boolean chosen) {
        java.util.Set<String> tables = new java.util.TreeSet<>(recreate);
        if (chosen) {
            tables.add(table);
        } else {
            tables.remove(table);
        }
        return new PlanOptions(tables, recreateAllChanged, dropRemoved);
    }

    public PlanOptions withDropRemoved(boolean drop) {
        return new PlanOptions(recreate, recreateAllChanged, drop);
    }

    /** Whether a changed table is re-created. */
    public boolean recreates(String table) {
        return recreateAllChanged || recreate.contains(table);
    }
}

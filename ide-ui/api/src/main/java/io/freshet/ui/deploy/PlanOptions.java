package io.freshet.ui.deploy;

import io.freshet.analysis.project.Environment;
import io.freshet.ui.common.ServiceException;
import java.util.Set;
import java.util.TreeSet;

/**
 * What a deployment plan is asked to do beyond creating what is missing, and where.
 *
 * @param recreate           the changed tables (catalog.database.table) to re-create; the other changed ones are kept
 * @param recreateAllChanged re-create every changed table (what a headless apply of a reviewed change wants)
 * @param dropRemoved        drop the live tables of the project that its scripts no longer define
 * @param environment        the database prefix the project's own databases and tables get (e.g. {@code dev_}, so
 *                           a branch is tried without touching production tables); empty for none (production).
 *                           Table names in {@code recreate} are the environment's (e.g. lakehouse.dev_dwd.t)
 */
public record PlanOptions(Set<String> recreate, boolean recreateAllChanged, boolean dropRemoved,
                          String environment) {

    /** Creates what is missing, keeps every changed table, drops nothing: what {@code plan(project)} plans. */
    public static final PlanOptions DEFAULT = new PlanOptions(Set.of(), false, false);

    /**
     * @throws ServiceException when the environment is not a plain database prefix (lower-case letters, digits and
     *                          underscores), with the message for the user
     */
    public PlanOptions {
        recreate = Set.copyOf(recreate);
        environment = environment == null ? "" : environment.strip();
        Environment.problem(environment).ifPresent(why -> {
            throw new ServiceException(why);
        });
    }

    /** Options for production (no environment). */
    public PlanOptions(Set<String> recreate, boolean recreateAllChanged, boolean dropRemoved) {
        this(recreate, recreateAllChanged, dropRemoved, "");
    }

    /** These options with the table re-created or kept. */
    public PlanOptions withRecreate(String table, boolean chosen) {
        Set<String> tables = new TreeSet<>(recreate);
        if (chosen) {
            tables.add(table);
        } else {
            tables.remove(table);
        }
        return new PlanOptions(tables, recreateAllChanged, dropRemoved, environment);
    }

    public PlanOptions withDropRemoved(boolean drop) {
        return new PlanOptions(recreate, recreateAllChanged, drop, environment);
    }

    /** These options in another environment; the tables chosen for re-creation were the old environment's. */
    public PlanOptions withEnvironment(String prefix) {
        String next = prefix == null ? "" : prefix.strip();
        return new PlanOptions(next.equals(environment) ? recreate : Set.of(), recreateAllChanged, dropRemoved,
                next);
    }

    /** Whether a changed table is re-created. */
    public boolean recreates(String table) {
        return recreateAllChanged || recreate.contains(table);
    }

    /** Where the plan deploys: {@link Environment#NONE} for production. */
    public Environment placement() {
        return Environment.of(environment);
    }
}

package io.freshet.ui.serving;

import java.util.List;

/**
 * Serving targets: the OLAP engines that read Freshet's warehouse. An ADMIN adds and removes them; everyone signed in
 * lists them and asks, for a table or a whole database, what the engine needs (the catalog statement, with secrets
 * only named) and what it can read of it. Every failure is an {@link io.freshet.ui.common.ServiceException} with a
 * message for the user.
 */
public interface ServingService {

    /** Every target, by name. */
    List<ServingTarget> targets();

    /** Adds a target (ADMIN); audited. */
    ServingTarget add(NewServingTarget target);

    /** Removes a target (ADMIN); its secrets stay on the Secrets page. Removing an unknown id changes nothing. */
    void remove(long id);

    /**
     * The plan for one table of Freshet's catalog, or for every table of the database when {@code table} is null.
     *
     * @throws io.freshet.ui.common.ServiceException for an unknown target, database or table
     */
    ServingPlan plan(long targetId, String database, String table);

    /**
     * Runs Freshet's own catalog statement for the target on the engine over JDBC (ADMIN; audited), with the sealed
     * secrets' values in place of their names, then lists what the engine sees of the database. Only a target whose
     * plan is {@link ServingPlan#runnable()}; no text from the user is ever sent.
     *
     * @throws io.freshet.ui.common.ServiceException with the engine's refusal in Freshet's words, never its own text
     */
    ServingRun run(long targetId, String database);
}

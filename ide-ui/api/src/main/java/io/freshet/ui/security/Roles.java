package io.freshet.ui.security;

/**
 * Freshet's three roles, as constants usable in {@code @RolesAllowed}. Each role includes the ones below
 * it (ADMIN ⊃ DEVELOPER ⊃ VIEWER): the backend grants the implied roles at login, so a rule names the
 * lowest role that may act.
 */
public final class Roles {

    /** Browse catalog, lineage, scripts and results history. */
    public static final String VIEWER = "VIEWER";
    /** Edit scripts, run statements, change materialized tables, start backfills. */
    public static final String DEVELOPER = "DEVELOPER";
    /** Users and roles, settings, audit log, drop. */
    public static final String ADMIN = "ADMIN";

    private Roles() {
    }
}

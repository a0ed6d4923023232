package io.freshet.ui.audit;

/**
 * A filter on the audit log; blank fields match everything.
 *
 * @param limit at most this many entries, newest first
 */
public record AuditQuery(String actor, String action, String text, int limit) {

    public static AuditQuery latest(int limit) {
        return new AuditQuery("", "", "", limit);
    }
}

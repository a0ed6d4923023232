package io.freshet.backend.jobaccess;

/** The user who asks about jobs, and whether an administrator asks (who sees and stops every job). */
public record Caller(String user, boolean admin) {
}

package io.freshet.ui.users;

/** A user as administrators see it; never the password hash. */
public record UserSummary(String username, String role, boolean enabled, boolean locked) {
}

package io.freshet.ui.users;

import java.util.List;

/**
 * Users and roles, for administrators; every change is audited. A change to a user's role or access
 * ends that user's open sessions, so it applies at once, not at the next sign-in.
 */
public interface UserAdminService {

    /** Shortest password accepted for a new user. */
    int MIN_PASSWORD = 12;

    List<UserSummary> list();

    /** @param role VIEWER, DEVELOPER or ADMIN */
    void create(String username, String password, String role);

    void changeRole(String username, String role);

    /** A disabled user cannot sign in; their data and audit history stay. */
    void setEnabled(String username, boolean enabled);

    /** Lifts a lock-out after repeated failed logins before it expires by itself. */
    void unlock(String username);

    /** Gives the user a new random password and returns it; it is shown once and stored only hashed. */
    String resetPassword(String username);
}

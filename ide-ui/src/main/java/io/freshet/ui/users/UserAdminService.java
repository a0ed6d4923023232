package io.freshet.ui.users;

import java.util.List;

/** Users and roles, for administrators; every change is audited. */
public interface UserAdminService {

    /** Shortest password accepted for a new user. */
    int MIN_PASSWORD = 12;

    List<UserSummary> list();

    /** @param role VIEWER, DEVELOPER or ADMIN */
    void create(String username, String password, String role);

    void changeRole(String username, String role);
}

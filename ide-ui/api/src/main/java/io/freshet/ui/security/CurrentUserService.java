package io.freshet.ui.security;

/** Who is signed in, as the views need it: to show the name, hide actions a role may not take, and log out. */
public interface CurrentUserService {

    /** The signed-in user's name; empty when nobody is signed in. */
    String userName();

    /** Whether the signed-in user holds the role (directly or through a higher one). */
    boolean hasRole(String role);

    /** Ends the session and returns the browser to the login page. */
    void logout();
}

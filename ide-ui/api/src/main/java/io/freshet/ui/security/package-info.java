/**
 * Who is signed in, as views need it ({@code CurrentUserService}), and Freshet's three roles as constants for
 * {@code @RolesAllowed} ({@code Roles}). It names roles; it must not decide access itself (the backend's security and
 * method rules do), nor use Vaadin, Spring or any backend class.
 */
package io.freshet.ui.security;

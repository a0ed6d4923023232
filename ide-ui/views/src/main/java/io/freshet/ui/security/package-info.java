/**
 * The login page ({@code LoginView}), the only page open to anonymous visitors; its form posts to Spring Security's
 * endpoint. It must not check credentials or hold any other page: the backend's security does.
 */
package io.freshet.ui.security;

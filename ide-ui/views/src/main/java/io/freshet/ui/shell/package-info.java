/**
 * The application frame ({@code MainLayout}: title bar, signed-in user, navigation, search) and the page shown for a
 * route that does not exist or that the user's role may not open. It must not hold a feature's page or decide access
 * (each route's own role annotation does).
 */
package io.freshet.ui.shell;

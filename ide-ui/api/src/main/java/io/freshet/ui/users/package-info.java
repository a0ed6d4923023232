/**
 * User administration's contract ({@code UserAdminService}, {@code UserSummary}); a user summary never carries a
 * password hash. Contracts only (interfaces and immutable records, implemented in ide-backend): it must not use Vaadin,
 * Spring or any backend class.
 */
package io.freshet.ui.users;

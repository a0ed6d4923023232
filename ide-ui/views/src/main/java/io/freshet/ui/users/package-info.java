/**
 * User administration for administrators ({@code UsersView}): add a user, change a role, disable, unlock and reset a
 * password. It must not reach the backend or Flink: it calls only the service interfaces of ide-ui/api (this module
 * does not depend on ide-backend), and it judges nothing a service already answers.
 */
package io.freshet.ui.users;

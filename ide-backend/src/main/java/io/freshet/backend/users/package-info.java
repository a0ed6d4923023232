/**
 * User administration behind {@code UserAdminService}: add, change role, disable, unlock and reset a password, judged
 * by zxcvbn's estimate ({@code PasswordPolicy}), every change audited and the user's open sessions ended so it applies
 * at once. It must not leave the instance without an enabled administrator, and it never returns a password hash.
 */
package io.freshet.backend.users;

/**
 * Who may come in: the form login with its CSRF and same-site checks, lock-out and per-address throttle, login audit,
 * the first administrator's random password, idle and role-changed sessions ended, the Content-Security-Policy, the
 * monitoring API's HTTP Basic chain, role rules on service methods and the accounts in {@code app_user}. It decides who
 * is signed in and with which role; it must not decide what SQL a role may run (the statement policy does).
 */
package io.freshet.backend.security;

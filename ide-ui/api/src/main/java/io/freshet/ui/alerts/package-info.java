/**
 * Alerts (issue 33): rules over the health model, channels (e-mail, webhook), the incidents that fired and every notice
 * sent; administrators manage rules and channels, anyone signed in reads what fired. Contracts only (interfaces and
 * immutable records, implemented in ide-backend): it must not use Vaadin, Spring or any backend class.
 */
package io.freshet.ui.alerts;

/**
 * Alerts (issue 33): rules over the health model, channels (e-mail, webhook), the incidents that fired and every notice
 * sent; administrators manage rules and channels, anyone signed in reads what fired.
 */
package io.freshet.ui.alerts;

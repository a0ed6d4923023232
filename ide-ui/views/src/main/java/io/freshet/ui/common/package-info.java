/**
 * Components every page shares: {@code PromptDialog} (one value asked for, a refused value kept with the service's
 * message), {@code UiPolling} (one poll interval per UI, the shortest any holder asked for, so one view switching
 * polling off never starves another: pages must poll through it, not set the UI's interval themselves) and
 * {@code PollSwitch} (polling on it only while a view's work runs). It must not depend on any feature package of the
 * views.
 */
package io.freshet.ui.common;

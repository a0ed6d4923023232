/**
 * What every contract shares: {@code ServiceException}, the one exception a service hands to a view (its message
 * written for the user), {@code UserMessages}, the one translation every error text passes before a person sees it,
 * {@code Subscription} for event streams, and {@code Counts}. It must depend on nothing: every other contract package
 * uses it, and it must not use Vaadin, Spring or any backend class.
 */
package io.freshet.ui.common;

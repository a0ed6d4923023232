/**
 * The Status page's contract ({@code SystemStatusService}): a picture of every dependency Freshet runs on, one
 * {@code ComponentStatus} each. Contracts only (interfaces and immutable records, implemented in ide-backend): it must
 * not use Vaadin, Spring or any backend class.
 */
package io.freshet.ui.status;

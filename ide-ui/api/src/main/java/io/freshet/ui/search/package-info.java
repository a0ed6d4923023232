/**
 * The Ctrl+K object search's contract ({@code ObjectSearch}, {@code SearchHit}): tables, columns and scripts found by a
 * part of their name. Contracts only (interfaces and immutable records, implemented in ide-backend): it must not use
 * Vaadin, Spring or any backend class.
 */
package io.freshet.ui.search;

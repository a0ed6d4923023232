/**
 * The Lineage page's contract ({@code LineageService}): a project's table and column graph with its problems and
 * changed tables, column edges by kind, and what a table or column reaches in one direction. Contracts only (interfaces
 * and immutable records, implemented in ide-backend): it must not use Vaadin, Spring or any backend class.
 */
package io.freshet.ui.lineage;

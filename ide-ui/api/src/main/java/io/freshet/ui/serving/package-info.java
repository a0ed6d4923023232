/**
 * Serving the warehouse to OLAP engines (issue 36): the contract the Serving page calls. Contracts only (interfaces and
 * immutable records, implemented in ide-backend): it must not use Vaadin, Spring or any backend class.
 */
package io.freshet.ui.serving;

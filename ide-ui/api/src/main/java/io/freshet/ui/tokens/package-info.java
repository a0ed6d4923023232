/**
 * API tokens for the headless REST API: the contract the Tokens page calls. Contracts only (interfaces and immutable
 * records, implemented in ide-backend): it must not use Vaadin, Spring or any backend class.
 */
package io.freshet.ui.tokens;

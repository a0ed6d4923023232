/**
 * The contract of projects linked to git ({@code GitService}): the link (credentials only named as a sealed secret),
 * where a project stands, each script's state and its two texts, a pull's result and the conflicts it kept. Contracts
 * only (interfaces and immutable records, implemented in ide-backend): it must not use Vaadin, Spring or any backend
 * class.
 */
package io.freshet.ui.git;

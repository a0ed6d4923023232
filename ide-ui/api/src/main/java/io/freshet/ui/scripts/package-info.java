/**
 * The contract of scripts with version history ({@code ScriptService}): a saved document with the version a later save
 * must name, drafts kept by autosave, revisions, and the refusal of a save on a stale version that carries the newer
 * text. Contracts only (interfaces and immutable records, implemented in ide-backend): it must not use Vaadin, Spring
 * or any backend class.
 */
package io.freshet.ui.scripts;

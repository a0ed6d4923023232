/**
 * Scripts with version history behind {@code ScriptService}: every save a new version, a save on a stale version
 * refused, autosave drafts per user, the rules for names and paths and limits on what is stored, and the event lineage
 * follows. It must not analyse or run SQL; projects' folders and trash are {@code projects}'.
 */
package io.freshet.backend.scripts;

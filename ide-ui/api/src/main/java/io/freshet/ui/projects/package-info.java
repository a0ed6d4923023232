/**
 * The project tree's contract ({@code ProjectService}): projects with their manifest settings, folders, script entries
 * (without text), the trash, and the line diff of the version history. Script text and versions are {@code scripts}'.
 * Contracts only (interfaces and immutable records, implemented in ide-backend): it must not use Vaadin, Spring or any
 * backend class.
 */
package io.freshet.ui.projects;

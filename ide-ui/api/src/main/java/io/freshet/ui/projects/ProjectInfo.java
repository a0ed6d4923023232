package io.freshet.ui.projects;

/**
 * A project: a named tree of folders and scripts, with the settings its manifest declares.
 *
 * @param title           a human title, or null
 * @param defaultCatalog  the catalog its scripts expect to be current, or null
 * @param defaultDatabase the database its scripts expect to be current, or null
 */
public record ProjectInfo(long id, String name, String title, String description, String defaultCatalog,
                          String defaultDatabase) {
}

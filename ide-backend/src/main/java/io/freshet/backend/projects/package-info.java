/**
 * Projects behind {@code ProjectService}: folders, script placement and the trash in the database, import and export as
 * a zip or folder with its {@code freshet-project.json} manifest, and the sample project imported at the first start.
 * Script text and versions stay with {@code scripts}: it must not write them itself.
 */
package io.freshet.backend.projects;

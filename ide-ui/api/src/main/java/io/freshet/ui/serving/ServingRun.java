package io.freshet.ui.serving;

import java.util.List;

/**
 * What running the catalog statement on a target did, and the tables the engine then lists in the served database.
 *
 * @param created whether the catalog was created now; false when the engine had a catalog of that name already (Freshet
 *                does not replace it)
 * @param tables  the tables the engine lists in {@code <catalog>.<database>}, by name
 */
public record ServingRun(String target, String catalogName, String database, boolean created, List<String> tables) {

    public ServingRun {
        tables = List.copyOf(tables);
    }
}

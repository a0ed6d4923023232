package io.freshet.backend.definitions;

import io.freshet.analysis.catalog.TableInfo;
import io.freshet.ui.deploy.DefinitionPart;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The one comparison of a live table with the project script that defines it, used by deployment (up to date or
 * changed) and by lineage (the script is the table's definition, or the table changed since deploy).
 *
 * @param deployed the live table's canonical definition ({@link TableDefinition})
 * @param script   the script's, in the same form
 */
public record DefinitionComparison(String deployed, String script) {

    /** Compares the live table with the table as the script creates it. */
    public static DefinitionComparison of(TableInfo live, TableInfo fromScript) {
        return new DefinitionComparison(TableDefinition.of(live), TableDefinition.of(fromScript));
    }

    /**
     * As {@link #of(TableInfo, TableInfo)}; when analysis could not create the script's table (an error in the
     * statement), the statement's own text stands for it, so the table counts as changed.
     */
    static DefinitionComparison of(TableInfo live, TableInfo fromScript, PlannedStatement statement) {
        return fromScript != null ? of(live, fromScript)
                : new DefinitionComparison(TableDefinition.of(live), statement.statement().text().strip());
    }

    /**
     * What differs, clause by clause (the reason a changed table is re-created); empty when both match. A script
     * statement analysis could not create a table from differs as a whole ({@link DefinitionPart#STATEMENT}).
     */
    public List<DefinitionPart> differences() {
        if (matches()) {
            return List.of();
        }
        Map<DefinitionPart, String> live = TableDefinition.parts(deployed);
        Map<DefinitionPart, String> mine = TableDefinition.parts(script);
        if (mine.containsKey(DefinitionPart.STATEMENT) || live.containsKey(DefinitionPart.STATEMENT)) {
            return List.of(DefinitionPart.STATEMENT);
        }
        EnumSet<DefinitionPart> differ = EnumSet.noneOf(DefinitionPart.class);
        for (DefinitionPart part : DefinitionPart.values()) {
            if (!Objects.equals(live.get(part), mine.get(part))) {
                differ.add(part);
            }
        }
        return List.copyOf(differ);
    }

    /** True when both define the same table; layout and whitespace do not count. */
    public boolean matches() {
        return TableDefinition.normalised(deployed).equals(TableDefinition.normalised(script));
    }
}

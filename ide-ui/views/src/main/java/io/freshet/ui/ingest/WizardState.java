package io.freshet.ui.ingest;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * Where the ingestion wizard is and what has been chosen so far. Every change returns a new state, and a change to
 * an earlier choice forgets the later ones that depended on it (another schema has other tables; other tables need
 * another preview), so a stale preview can never gate "Next".
 *
 * @param chosen the chosen tables' names, in the schema's table order
 * @param previews the target tables for the current choice; empty until loaded
 */
public record WizardState(Step step, String source, String schema, List<SourceTable> tables, List<String> chosen,
                          String targetDatabase, List<TargetPreview> previews) {

    /** The wizard's steps in order; MODE is the last one (choosing CDC or snapshot and creating the ingestion). */
    public enum Step {
        SOURCE("Source"), SCHEMA("Schema"), TABLES("Tables"), TARGET("Target database"), PREVIEW("Preview"),
        MODE("Mode and create");

        private final String title;

        Step(String title) {
            this.title = title;
        }

        public String title() {
            return title;
        }
    }

    public static final String DEFAULT_DATABASE = "ods";
    private static final Pattern DATABASE = Pattern.compile("[A-Za-z_][A-Za-z0-9_]{0,99}");

    public WizardState {
        Objects.requireNonNull(step, "step");
        tables = List.copyOf(tables);
        chosen = List.copyOf(chosen);
        targetDatabase = targetDatabase == null ? "" : targetDatabase.strip();
        previews = List.copyOf(previews);
    }

    /** A wizard that has chosen nothing yet, targeting {@code ods}. */
    public static WizardState start() {
        return new WizardState(Step.SOURCE, null, null, List.of(), List.of(), DEFAULT_DATABASE, List.of());
    }

    /** Another source: its schema, tables and preview are forgotten. */
    public WizardState withSource(String name) {
        if (Objects.equals(name, source)) {
            return this;
        }
        return new WizardState(step, name, null, List.of(), List.of(), targetDatabase, List.of());
    }

    /** Another schema with its tables: the chosen tables and the preview are forgotten. */
    public WizardState withSchema(String name, List<SourceTable> schemaTables) {
        return new WizardState(step, source, name, schemaTables, List.of(), targetDatabase, List.of());
    }

    /** Exactly these tables chosen (unknown names ignored), kept in the schema's order. */
    public WizardState withChosen(List<String> names) {
        List<String> ordered = tables.stream().map(SourceTable::name).filter(names::contains).toList();
        if (ordered.equals(chosen)) {
            return this;
        }
        return new WizardState(step, source, schema, tables, ordered, targetDatabase, List.of());
    }

    /** Every table of the schema, or none. */
    public WizardState withAllChosen(boolean all) {
        return withChosen(all ? tables.stream().map(SourceTable::name).toList() : List.of());
    }

    public WizardState withTargetDatabase(String database) {
        String d = database == null ? "" : database.strip();
        if (d.equals(targetDatabase)) {
            return this;
        }
        return new WizardState(step, source, schema, tables, chosen, d, List.of());
    }

    public WizardState withPreviews(List<TargetPreview> loaded) {
        return new WizardState(step, source, schema, tables, chosen, targetDatabase, loaded);
    }

    /** True when the schema has tables and every one is chosen. */
    public boolean allChosen() {
        return !tables.isEmpty() && chosen.size() == tables.size();
    }

    /** The chosen tables themselves. */
    public List<SourceTable> chosenTables() {
        return tables.stream().filter(t -> chosen.contains(t.name())).toList();
    }

    /** The previewed tables that cannot be ingested as they are. */
    public List<TargetPreview> notReady() {
        return previews.stream().filter(p -> !p.ready()).toList();
    }

    /** Why "Next" is refused on the current step; empty when the wizard may go on. */
    public List<String> blockers() {
        List<String> why = new ArrayList<>();
        switch (step) {
            case SOURCE -> {
                if (source == null) {
                    why.add("Pick a source.");
                }
            }
            case SCHEMA -> {
                if (schema == null) {
                    why.add("Pick a schema.");
                }
            }
            case TABLES -> {
                if (chosen.isEmpty()) {
                    why.add("Choose at least one table.");
                }
            }
            case TARGET -> {
                if (!DATABASE.matcher(targetDatabase).matches()) {
                    why.add("The target database is 1 to 100 letters, digits or '_', not starting with a digit.");
                }
            }
            case PREVIEW -> {
                if (previews.isEmpty()) {
                    why.add("The preview of the target tables is not loaded.");
                }
                notReady().forEach(p -> why.addAll(p.problems()));
            }
            case MODE -> why.add("This is the last step.");
        }
        return why;
    }

    public boolean canAdvance() {
        return blockers().isEmpty();
    }

    /** The next step; refused while {@link #blockers()} says why not. */
    public WizardState next() {
        if (!canAdvance()) {
            throw new IllegalStateException(String.join(" ", blockers()));
        }
        return at(Step.values()[step.ordinal() + 1]);
    }

    /** The step before, keeping every choice; the first step stays. */
    public WizardState back() {
        return step == Step.SOURCE ? this : at(Step.values()[step.ordinal() - 1]);
    }

    private WizardState at(Step s) {
        return new WizardState(s, source, schema, tables, chosen, targetDatabase, previews);
    }
}

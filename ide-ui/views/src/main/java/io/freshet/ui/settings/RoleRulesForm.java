package io.freshet.ui.settings;

import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H4;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.textfield.TextArea;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One role's rules as a form: switches and statement kinds as checkboxes, the lists and option rules as text boxes
 * (one entry a line). Element ids are {@code policy-form-<ROLE>-<field>}, the field named as in the policy's JSON.
 */
class RoleRulesForm extends Div {

    /** JSON lists that keep their order; the other lists are sets, sorted in the JSON. */
    private static final Set<String> ORDERED = Set.of("pathRoots", "settableKeys");
    private static final Map<String, String> LABELS = labels();

    private final String role;
    private final Checkbox unrestricted = new Checkbox("Unrestricted: this role's statements are not checked at all");
    private final Checkbox readOnly = new Checkbox("Read-only: only SELECT, SHOW, DESCRIBE, EXPLAIN and USE");
    private final Checkbox jars = new Checkbox("Jars: ADD JAR, REMOVE JAR and USING JAR");
    private final Checkbox catalogs = new Checkbox("Catalogs: CREATE, ALTER and DROP CATALOG, and showing a catalog's"
            + " options");
    private final Checkbox modules = new Checkbox("Modules: LOAD, UNLOAD and USE MODULES");
    private final Map<String, Checkbox> kinds = new LinkedHashMap<>();
    private final Map<String, TextArea> areas = new LinkedHashMap<>();
    private final Span problem = new Span();
    private final Span readOnlyWins = new Span("Read-only is ticked: only queries, SHOW, DESCRIBE, EXPLAIN and USE run,"
            + " whatever is ticked here.");

    RoleRulesForm(String role, List<String> statementKinds) {
        this.role = role;
        setId("policy-form-" + role);
        unrestricted.setVisible("ADMIN".equals(role));
        Map<String, Checkbox> switches = Map.of("unrestricted", unrestricted, "readOnly", readOnly, "jars", jars,
                "catalogs", catalogs, "modules", modules);
        switches.forEach((field, box) -> box.setId(id(field)));
        problem.setId(id("problem"));
        problem.getStyle().set("color", "var(--lumo-error-text-color)");
        readOnlyWins.setId(id("read-only-wins"));
        readOnlyWins.getStyle().set("color", "var(--lumo-secondary-text-color)");
        readOnlyWins.setVisible(false);
        readOnly.addValueChangeListener(e -> readOnlyWins.setVisible(e.getValue()));
        Div kindBoxes = new Div();
        kindBoxes.setId(id("statements"));
        kindBoxes.getStyle().set("display", "grid")
                .set("grid-template-columns", "repeat(auto-fill, minmax(15em, 1fr))");
        for (String kind : statementKinds) {
            Checkbox box = new Checkbox(kind.replace('_', ' '));
            box.setId(id("kind-" + kind));
            kinds.put(kind, box);
            kindBoxes.add(box);
        }
        Div lists = new Div();
        lists.getStyle().set("display", "grid").set("grid-template-columns", "repeat(auto-fill, minmax(24em, 1fr))")
                .set("gap", "0 var(--lumo-space-m)");
        LABELS.forEach((field, label) -> {
            TextArea area = new TextArea(label);
            area.setId(id(field));
            area.setWidthFull();
            area.setMaxHeight("12em");
            area.getStyle().set("font-family", "var(--lumo-font-family-monospace, monospace)");
            areas.put(field, area);
            lists.add(area);
        });
        add(problem, unrestricted, readOnly, jars, catalogs, modules, new H4("Statement kinds " + role + " may run"),
                readOnlyWins, kindBoxes, lists);
    }

    String role() {
        return role;
    }

    void show(RoleRules rules) {
        clearMarks();
        unrestricted.setValue(rules.unrestricted());
        readOnly.setValue(rules.readOnly());
        jars.setValue(rules.jars());
        catalogs.setValue(rules.catalogs());
        modules.setValue(rules.modules());
        kinds.forEach((kind, box) -> box.setValue(rules.statements().contains(kind)));
        areas.get("connectors").setValue(RuleLines.text(rules.connectors()));
        areas.get("pathRoots").setValue(RuleLines.text(rules.pathRoots()));
        areas.get("functionClasses").setValue(RuleLines.text(rules.functionClasses()));
        areas.get("settableKeys").setValue(RuleLines.text(rules.settableKeys()));
        areas.get("procedures").setValue(RuleLines.text(rules.procedures()));
        areas.get("functions").setValue(RuleLines.text(rules.functions()));
        areas.get("formatOptions").setValue(RuleLines.rulesText(rules.formatOptions()));
        areas.get("tableOptions").setValue(RuleLines.rulesText(rules.tableOptions()));
        areas.get("connectorOptions").setValue(RuleLines.connectorText(rules.connectorOptions()));
    }

    /**
     * The rules as the form holds them.
     *
     * @throws PolicyFormException for a line the form cannot read, naming this role and the field
     */
    RoleRules read() {
        List<String> ticked = kinds.entrySet().stream().filter(e -> e.getValue().getValue()).map(Map.Entry::getKey)
                .toList();
        return new RoleRules(role, unrestricted.getValue(), readOnly.getValue(), ticked, jars.getValue(),
                catalogs.getValue(), modules.getValue(), list("connectors"), list("pathRoots"),
                list("functionClasses"), list("settableKeys"), list("procedures"), list("functions"),
                rules("formatOptions"), rules("tableOptions"), connectorRules());
    }

    /** Shows the problem at its field, at the line it names; returns where it is, for the page's message. */
    String mark(PolicyProblem found) {
        String label = found.field() == null ? "" : LABELS.getOrDefault(found.field(), found.field());
        TextArea area = found.field() == null ? null : areas.get(found.field());
        if (area == null) {
            problem.setText(found.message());
            return role + (label.isEmpty() ? "" : " · " + label) + ": " + found.message();
        }
        int line = found.index() >= 0 ? RuleLines.lineOfEntry(area.getValue(), found.index(), ORDERED.contains(
                found.field())) : found.key() != null ? RuleLines.lineOfKey(area.getValue(), found.key(),
                "connectorOptions".equals(found.field())) : 0;
        String where = line > 0 ? "Line " + line + ": " : "";
        area.setErrorMessage(where + found.message());
        area.setInvalid(true);
        return role + " · " + label + (line > 0 ? ", line " + line : "") + ": " + found.message();
    }

    void clearMarks() {
        problem.setText("");
        areas.values().forEach(area -> area.setInvalid(false));
    }

    private List<String> list(String field) {
        return RuleLines.entries(areas.get(field).getValue());
    }

    private Map<String, String> rules(String field) {
        try {
            return RuleLines.rules(areas.get(field).getValue());
        } catch (RuleLines.BadLine bad) {
            throw refused(field, bad);
        }
    }

    private Map<String, Map<String, String>> connectorRules() {
        try {
            return RuleLines.connectorRules(areas.get("connectorOptions").getValue());
        } catch (RuleLines.BadLine bad) {
            throw refused("connectorOptions", bad);
        }
    }

    private PolicyFormException refused(String field, RuleLines.BadLine bad) {
        return new PolicyFormException(new PolicyProblem(role, field, -1, null, bad.getMessage()),
                role + " · " + LABELS.get(field) + ": " + bad.getMessage(), bad);
    }

    private String id(String field) {
        return "policy-form-" + role + "-" + field;
    }

    private static Map<String, String> labels() {
        Map<String, String> labels = new LinkedHashMap<>();
        labels.put("connectors", "Connectors a table may use (one a line)");
        labels.put("pathRoots", "Storage roots besides the warehouse (absolute path or URI, one a line)");
        labels.put("settableKeys", "Settings SET and RESET may change (one a line; a trailing * is a prefix)");
        labels.put("procedures", "Procedures CALL may run (one a line, e.g. sys.compact)");
        labels.put("functions", "Catalog functions a statement may call (one a line, e.g. db.f)");
        labels.put("functionClasses", "Classes CREATE FUNCTION may name (one a line)");
        labels.put("formatOptions", "Format options (key = value rule, one a line)");
        labels.put("tableOptions", "Paimon table options (key = value rule, one a line)");
        labels.put("connectorOptions", "Connector options (connector: key = value rule, one a line)");
        return labels;
    }
}

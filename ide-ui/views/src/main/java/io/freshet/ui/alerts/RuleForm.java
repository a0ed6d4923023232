package io.freshet.ui.alerts;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.combobox.MultiSelectComboBox;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.IntegerField;
import com.vaadin.flow.component.textfield.NumberField;
import com.vaadin.flow.component.textfield.TextField;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

/** The rule list and its form: scope, condition, threshold, channels; silence for some hours. */
class RuleForm extends VerticalLayout {

    private final AlertService alerts;
    private final Grid<AlertRule> grid = new Grid<>(AlertRule.class, false);
    private final TextField name = new TextField("Name");
    private final Select<AlertScope> scope = new Select<>();
    private final TextField scopeValue = new TextField("Project, layer or table");
    private final Select<AlertCondition> condition = new Select<>();
    private final NumberField threshold = new NumberField("Threshold (factor or minutes)");
    private final MultiSelectComboBox<String> channels = new MultiSelectComboBox<>("Channels");
    private final IntegerField hours = new IntegerField("Silence for hours");

    RuleForm(AlertService alerts, Consumer<Supplier<String>> act) {
        this.alerts = alerts;
        setPadding(false);
        grid.setId("rule-grid");
        grid.addColumn(AlertRule::name).setHeader("Rule").setAutoWidth(true);
        grid.addColumn(r -> r.scope() + (r.scopeValue().isEmpty() ? "" : " " + r.scopeValue())).setHeader("Watches");
        grid.addColumn(r -> r.condition() + (r.condition().usesThreshold() ? " " + r.threshold() : ""))
                .setHeader("When");
        grid.addColumn(r -> String.join(", ", r.channels())).setHeader("Channels");
        grid.addColumn(r -> r.silencedAt(Instant.now()) ? "until " + r.silencedUntil() : "").setHeader("Silenced");
        grid.setAllRowsVisible(true);
        grid.addSelectionListener(e -> e.getFirstSelectedItem().ifPresent(this::show));
        name.setId("rule-name");
        scope.setLabel("Watches");
        scope.setId("rule-scope");
        scope.setItems(AlertScope.values());
        scope.setValue(AlertScope.ALL);
        scopeValue.setId("rule-scope-value");
        condition.setLabel("Fires when");
        condition.setId("rule-condition");
        condition.setItems(AlertCondition.values());
        condition.setValue(AlertCondition.FAILING);
        threshold.setId("rule-threshold");
        threshold.setValue(2.0);
        channels.setId("rule-channels");
        hours.setId("rule-silence-hours");
        hours.setValue(1);
        Button save = new Button("Save rule", e -> act.accept(() -> {
            alerts.saveRule(new AlertRule(name.getValue().strip(), scope.getValue(), scopeValue.getValue(),
                    condition.getValue(), threshold.getValue() == null ? 0 : threshold.getValue(),
                    List.copyOf(channels.getValue()), null));
            refresh();
            return "Rule '" + name.getValue().strip() + "' saved.";
        }));
        save.setId("rule-save");
        Button delete = new Button("Delete rule", e -> act.accept(() -> {
            alerts.deleteRule(name.getValue().strip());
            refresh();
            return "Rule '" + name.getValue().strip() + "' deleted.";
        }));
        delete.setId("rule-delete");
        Button silence = new Button("Silence", e -> act.accept(() -> {
            alerts.silence(name.getValue().strip(), Duration.ofHours(hours.getValue() == null ? 0 : hours.getValue()));
            refresh();
            return "Rule '" + name.getValue().strip() + "' silenced for " + hours.getValue() + " h.";
        }));
        silence.setId("rule-silence");
        Button lift = new Button("Lift silence", e -> act.accept(() -> {
            alerts.silence(name.getValue().strip(), Duration.ZERO);
            refresh();
            return "Rule '" + name.getValue().strip() + "' sends again.";
        }));
        lift.setId("rule-unsilence");
        add(grid, row(name, scope, scopeValue, condition, threshold, channels), row(save, delete, hours, silence, lift));
        refresh();
    }

    void refresh() {
        grid.setItems(alerts.rules());
        channels.setItems(alerts.channels().stream().map(AlertChannel::name).toList());
    }

    private void show(AlertRule r) {
        name.setValue(r.name());
        scope.setValue(r.scope());
        scopeValue.setValue(r.scopeValue());
        condition.setValue(r.condition());
        threshold.setValue(r.threshold());
        channels.setValue(r.channels());
    }

    private static HorizontalLayout row(Component... parts) {
        HorizontalLayout row = new HorizontalLayout(parts);
        row.setAlignItems(FlexComponent.Alignment.BASELINE);
        row.setWrap(true);
        return row;
    }
}

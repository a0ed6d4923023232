package io.freshet.ui.run;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.notification.NotificationVariant;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextField;
import io.freshet.ui.common.ServiceException;
import java.util.Map;

/** The SET options of the user's gateway session: listed as the gateway reports them, set and reset one by one. */
public class SessionSettingsDialog extends Dialog {

    private final RunService runs;
    private final Grid<Map.Entry<String, String>> grid = new Grid<>();
    private final TextField key = new TextField("Option");
    private final TextField value = new TextField("Value");

    public SessionSettingsDialog(RunService runs) {
        this.runs = runs;
        setHeaderTitle("Session settings");
        setId("session-settings");
        setWidth("48em");
        grid.setId("session-settings-grid");
        grid.setHeight("20em");
        grid.addColumn(Map.Entry::getKey).setHeader("Option").setAutoWidth(true).setSortable(true);
        grid.addColumn(Map.Entry::getValue).setHeader("Value").setAutoWidth(true);
        grid.addComponentColumn(entry -> {
            Button reset = new Button("Reset", e -> apply(() -> runs.resetSessionSetting(entry.getKey())));
            reset.addThemeVariants(ButtonVariant.LUMO_TERTIARY, ButtonVariant.LUMO_SMALL);
            return reset;
        }).setFlexGrow(0).setAutoWidth(true);
        grid.addItemClickListener(e -> {
            key.setValue(e.getItem().getKey());
            value.setValue(e.getItem().getValue());
        });
        key.setId("session-setting-key");
        key.setPlaceholder("execution.runtime-mode");
        value.setId("session-setting-value");
        Button set = new Button("Set", e -> apply(() -> runs.setSessionSetting(key.getValue(), value.getValue())));
        set.setId("session-setting-set");
        set.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        HorizontalLayout editor = new HorizontalLayout(key, value, set);
        editor.setAlignItems(FlexComponent.Alignment.BASELINE);
        add(grid, editor);
        getFooter().add(new Button("Close", e -> close()));
        addOpenedChangeListener(e -> {
            if (e.isOpened()) {
                reload();
            }
        });
    }

    private void apply(Runnable change) {
        try {
            change.run();
            reload();
        } catch (ServiceException e) {
            Notification.show(e.userMessage(), 6_000, Notification.Position.MIDDLE)
                    .addThemeVariants(NotificationVariant.LUMO_ERROR);
        }
    }

    private void reload() {
        try {
            grid.setItems(runs.sessionSettings().entrySet().stream().map(e -> Map.entry(e.getKey(), e.getValue())).toList());
        } catch (ServiceException e) {
            Notification.show(e.userMessage(), 6_000, Notification.Position.MIDDLE)
                    .addThemeVariants(NotificationVariant.LUMO_ERROR);
        }
    }
}

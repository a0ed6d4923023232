package io.freshet.ui.run;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.contextmenu.ContextMenu;
import com.vaadin.flow.component.contextmenu.MenuItem;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.icon.VaadinIcon;
import java.util.function.IntConsumer;

/**
 * A tab's last runs as one small button that opens them as a list, newest first (state, statement, duration, rows):
 * the history costs no line above the result, only the width of the button.
 */
class RunHistoryMenu extends Button {

    private final IntConsumer onChoose;
    private ContextMenu menu;
    private RunHistory history = new RunHistory();

    RunHistoryMenu(IntConsumer onChoose) {
        this.onChoose = onChoose;
        setId("run-history");
        addThemeVariants(ButtonVariant.LUMO_SMALL, ButtonVariant.LUMO_TERTIARY);
        setIcon(VaadinIcon.ANGLE_DOWN.create());
        setIconAfterText(true);
        // as tall as a run row's buttons: the line it shares with the run row does not grow
        getStyle().set("--lumo-size-s", "1.5rem").set("flex-shrink", "0").set("margin", "0");
        setTooltipText("This tab's last runs, newest first: choose one to see its result again");
        setVisible(false);
    }

    /** The menu lives in the UI beside its button, which needs the session: made when the button is first shown. */
    @Override
    protected void onAttach(AttachEvent event) {
        super.onAttach(event);
        if (menu == null && event.getSession() != null) {
            menu = new ContextMenu(this);
            menu.setOpenOnClick(true);
            menu.setId("run-history-menu");
            fill();
        }
    }

    /** Lists the history's submissions and marks the shown one. */
    void show(RunHistory shown) {
        history = shown;
        setVisible(!history.isEmpty());
        int count = history.batches().size();
        setText("History (" + count + ")");
        getElement().setAttribute("aria-label", "This tab's last " + count + (count == 1 ? " run" : " runs"));
        if (menu != null) {
            fill();
        }
    }

    private void fill() {
        menu.removeAll();
        int shown = history.shown().map(RunBatch::number).orElse(0);
        for (RunBatch batch : history.batches()) {
            Span label = new Span(batch.label());
            label.addClassName("run-history-item");
            label.getElement().setAttribute("data-run-number", String.valueOf(batch.number()));
            label.getElement().setAttribute("data-run-state", batch.shown().state().name());
            MenuItem item = menu.addItem(label, e -> onChoose.accept(batch.number()));
            item.setCheckable(true);
            item.setChecked(batch.number() == shown);
        }
    }
}

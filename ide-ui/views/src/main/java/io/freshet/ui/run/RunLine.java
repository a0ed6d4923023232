package io.freshet.ui.run;

import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.function.IntConsumer;

/** Above a result: the History button and, beside it, a row per statement of the shown submission. */
class RunLine extends HorizontalLayout {

    private final VerticalLayout rowsList = new VerticalLayout();
    private final List<RunRow> rows = new ArrayList<>();
    private final RunHistoryMenu historyMenu;
    private final Consumer<UUID> onStop;
    private final Consumer<UUID> onSelect;

    RunLine(IntConsumer onChoose, Consumer<UUID> onStop, Consumer<UUID> onSelect) {
        this.historyMenu = new RunHistoryMenu(onChoose);
        this.onStop = onStop;
        this.onSelect = onSelect;
        rowsList.setId("run-rows");
        rowsList.setPadding(false);
        rowsList.setSpacing(false);
        rowsList.setMinWidth("0");
        // the history button sits left of the run rows, on their line: the result below keeps its height
        add(historyMenu, rowsList);
        setWidthFull();
        setPadding(false);
        setSpacing(false);
        getStyle().set("gap", "var(--lumo-space-xs)");
        setFlexGrow(1, rowsList);
        setAlignItems(FlexComponent.Alignment.START);
    }

    /** Rows for the history's shown submission (none for an empty history), and the history's list. */
    void render(RunHistory history) {
        rowsList.removeAll();
        rows.clear();
        historyMenu.show(history);
        history.shown().ifPresent(batch -> {
            for (RunStatus status : batch.runs()) {
                RunRow row = new RunRow(status, () -> onStop.accept(status.runId()),
                        () -> onSelect.accept(status.runId()));
                rows.add(row);
                rowsList.add(row);
            }
            markSelected(batch);
        });
    }

    List<RunRow> rows() {
        return List.copyOf(rows);
    }

    void markSelected(RunBatch batch) {
        rows.forEach(r -> r.selected(r.status().runId().equals(batch.selected())));
    }

    /** The history's list again: a run's state, duration or rows changed. */
    void relabel(RunHistory history) {
        historyMenu.show(history);
    }
}

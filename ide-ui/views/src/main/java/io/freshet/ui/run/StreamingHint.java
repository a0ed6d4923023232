package io.freshet.ui.run;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import java.time.Duration;
import java.util.function.Consumer;

/**
 * Said while a streaming query runs without a row: a streaming SELECT over an empty or idle table waits for new rows
 * forever, which looks like a hang. Offers the way out: batch mode reads what the table holds now, and ends.
 */
class StreamingHint extends HorizontalLayout {

    /** A query that starts takes a moment for its first rows; only a longer silence gets the hint. */
    static final Duration QUIET = Duration.ofSeconds(3);

    private RunStatus waiting;

    StreamingHint(Consumer<RunStatus> switchToBatch) {
        setId("run-waiting-hint");
        setAlignItems(FlexComponent.Alignment.BASELINE);
        setVisible(false);
        getStyle().set("background", "var(--lumo-primary-color-10pct)").set("padding", "var(--lumo-space-xs) var(--lumo-space-s)")
                .set("border-radius", "var(--lumo-border-radius-m)");
        Span text = new Span("Streaming query: waiting for new rows. Switch to batch to read what is there now.");
        text.setId("run-waiting-text");
        Button batch = new Button("Switch to batch and run again", e -> {
            if (waiting != null) {
                switchToBatch.accept(waiting);
            }
        });
        batch.setId("run-switch-batch");
        batch.addThemeVariants(ButtonVariant.LUMO_SMALL, ButtonVariant.LUMO_PRIMARY);
        add(text, batch);
    }

    /** Shows the hint for a run that has streamed for a while without a row; hides it for any other. */
    void show(RunStatus status) {
        boolean quiet = status.waitingForRows() && status.elapsed().compareTo(QUIET) >= 0;
        waiting = quiet ? status : null;
        setVisible(quiet);
    }
}

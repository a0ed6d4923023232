package io.freshet.ui.backfill;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.progressbar.ProgressBar;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.function.LongConsumer;

/** One backfill: progress, result, and every partition refresh with its state, Flink job id and timings. */
class BackfillDetailPanel extends Div {

    static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss").withZone(ZoneId.systemDefault());

    private final H3 title = new H3();
    private final ProgressBar progress = new ProgressBar(0, 1);
    private final Span progressText = new Span();
    private final Paragraph message = new Paragraph();
    private final Grid<PartitionRun> partitions = new Grid<>(PartitionRun.class, false);
    private final Button cancel;
    private final Button retry;
    private long shownId = -1;

    BackfillDetailPanel(boolean developer, LongConsumer onCancel, LongConsumer onRetry) {
        setId("backfill-detail");
        setWidthFull();
        progress.setId("backfill-progress");
        progressText.setId("backfill-progress-text");
        message.setId("backfill-result");
        cancel = new Button("Cancel backfill", e -> onCancel.accept(shownId));
        cancel.setId("backfill-cancel");
        retry = new Button("Retry failed and cancelled", e -> onRetry.accept(shownId));
        retry.setId("backfill-retry");
        cancel.setVisible(developer);
        retry.setVisible(developer);
        partitions.setId("backfill-partitions");
        partitions.addColumn(PartitionRun::step).setHeader("Step").setAutoWidth(true).setFlexGrow(0);
        partitions.addColumn(PartitionRun::table).setHeader("Table").setAutoWidth(true);
        partitions.addColumn(p -> p.partition().isEmpty() ? "(whole table)" : p.partition()).setHeader("Partition")
                .setAutoWidth(true);
        partitions.addColumn(PartitionRun::state).setHeader("State").setAutoWidth(true);
        partitions.addColumn(p -> p.jobId() == null ? "" : p.jobId()).setHeader("Flink job").setAutoWidth(true);
        partitions.addColumn(PartitionRun::attempts).setHeader("Attempts").setAutoWidth(true).setFlexGrow(0);
        partitions.addColumn(p -> time(p.startedAt())).setHeader("Started").setAutoWidth(true);
        partitions.addColumn(p -> duration(p.startedAt(), p.finishedAt())).setHeader("Took").setAutoWidth(true);
        partitions.addColumn(p -> String.join(" ", p.error(), p.note()).strip()).setHeader("Error / note");
        partitions.setAllRowsVisible(true);
        partitions.addThemeVariants(GridVariant.LUMO_WRAP_CELL_CONTENT, GridVariant.LUMO_COMPACT);
        add(title, new HorizontalLayout(progress, progressText), message, new HorizontalLayout(cancel, retry), partitions);
        setVisible(false);
    }

    void show(BackfillDetail detail) {
        BackfillSummary s = detail.summary();
        shownId = s.id();
        title.setText("Backfill " + s.id() + ": " + s.table() + " " + s.rangeFrom() + " .. " + s.rangeTo()
                + (s.cascade() ? " with downstream tables" : ""));
        progress.setValue(s.progress());
        progressText.setText(s.progressText());
        message.setText(s.message() == null ? "" : s.message());
        cancel.setEnabled(!s.state().isFinal());
        retry.setEnabled(s.state() == BackfillState.FAILED || s.state() == BackfillState.CANCELLED);
        partitions.setItems(detail.partitions());
        setVisible(true);
    }

    long shownId() {
        return shownId;
    }


    static String time(Instant instant) {
        return instant == null ? "" : TIME.format(instant);
    }

    private static String duration(Instant start, Instant end) {
        if (start == null) {
            return "";
        }
        Duration took = Duration.between(start, end == null ? Instant.now() : end);
        return String.format("%d.%01d s", took.toSeconds(), took.toMillisPart() / 100);
    }
}

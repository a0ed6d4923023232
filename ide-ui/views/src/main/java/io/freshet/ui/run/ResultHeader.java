package io.freshet.ui.run;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.details.Details;
import com.vaadin.flow.component.details.DetailsVariant;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.AttachmentType;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.server.streams.DownloadEvent;
import com.vaadin.flow.server.streams.DownloadHandler;
import io.freshet.ui.common.ServiceException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Above a result: how many rows it has (and that a limit cut it, and where the limit is set), its whole statement on
 * request, Copy, and downloads of the whole result as CSV or JSON, streamed by the server from the result's file.
 */
class ResultHeader extends VerticalLayout {

    private final RunService runs;
    private final Span summary = new Span();
    private final Pre statement = new Pre();
    private final Details statementDetails = new Details();
    private final Anchor csv;
    private final Anchor json;
    // read by the download request, which runs outside the UI lock
    private volatile RunStatus shown;
    private ResultLimits limits;
    private boolean linked;

    ResultHeader(RunService runs, Runnable copy) {
        this.runs = runs;
        setId("result-header");
        setPadding(false);
        setSpacing(false);
        summary.setId("result-summary");
        Button copyButton = new Button("Copy", e -> copy.run());
        copyButton.setId("result-copy");
        copyButton.setTooltipText("Copy the selected rows as TSV, or the focused cell (Ctrl+C in the grid)");
        copyButton.addThemeVariants(ButtonVariant.LUMO_SMALL, ButtonVariant.LUMO_TERTIARY);
        csv = download(ResultFormat.CSV);
        json = download(ResultFormat.JSON);
        // one line: the count, the statement (opens below), the actions; rows get the height
        HorizontalLayout line = new HorizontalLayout(summary, statementDetails, copyButton, csv, json);
        line.setAlignItems(FlexComponent.Alignment.BASELINE);
        line.setWidthFull();
        // 24 px controls (the details' summary and the small buttons): the rows below get the height
        line.getStyle().set("white-space", "nowrap").set("font-size", "var(--lumo-font-size-s)")
                .set("--lumo-size-m", "1.5rem").set("--lumo-size-s", "1.5rem");
        summary.getStyle().set("flex-shrink", "0");
        line.setFlexGrow(1, statementDetails);
        statementDetails.setMinWidth("0");
        statementDetails.addThemeVariants(DetailsVariant.SMALL);
        // a long statement is cut at the actions, not drawn under them
        statementDetails.getStyle().set("margin", "0").set("overflow", "hidden");
        statement.setId("result-statement-text");
        statement.getStyle().set("white-space", "pre-wrap").set("margin", "0").set("max-height", "16em")
                .set("overflow", "auto");
        statementDetails.setId("result-statement");
        statementDetails.add(statement);
        add(line);
    }

    void show(RunStatus status) {
        if (limits == null) {
            limits = runs.limits();
        }
        shown = status;
        summary.setText(summary(status, limits));
        String oneLine = status.statement().strip().replaceAll("\\s+", " ");
        statementDetails.setSummaryText("SQL: " + (oneLine.length() > 100 ? oneLine.substring(0, 100) + "…" : oneLine));
        statement.setText(status.statement());
        String names = ResultFormat.CSV.fileName(status);
        csv.getElement().setAttribute("title", "Download every row as " + names);
        json.getElement().setAttribute("title", "Download every row as " + ResultFormat.JSON.fileName(status));
    }

    static String summary(RunStatus status, ResultLimits limits) {
        long rows = status.rowCount();
        if (status.truncated()) {
            return limits.reached(rows);
        }
        String count = String.format(Locale.ROOT, "%,d %s", rows, rows == 1 ? "row" : "rows");
        return status.state().isFinal() ? count : count + " so far";
    }

    private Anchor download(ResultFormat format) {
        String label = format.name();
        Anchor anchor = new Anchor();
        anchor.setText(label);
        anchor.setId("result-export-" + format.extension());
        return anchor;
    }

    /** The download handlers are registered with the session, which a component only knows once attached. */
    @Override
    protected void onAttach(AttachEvent event) {
        if (!linked && event.getSession() != null) {
            csv.setHref((DownloadHandler) download -> export(download, ResultFormat.CSV), AttachmentType.DOWNLOAD);
            json.setHref((DownloadHandler) download -> export(download, ResultFormat.JSON), AttachmentType.DOWNLOAD);
            linked = true;
        }
    }

    private void export(DownloadEvent event, ResultFormat format) throws IOException {
        RunStatus status = shown;
        if (status == null) {
            event.getResponse().setStatus(404);
            return;
        }
        event.setFileName(format.fileName(status));
        event.setContentType(format.contentType());
        try {
            runs.export(status.runId(), format, event.getOutputStream());
        } catch (ServiceException e) {
            event.getResponse().setStatus(404);
            event.getOutputStream().write(e.userMessage().getBytes(StandardCharsets.UTF_8));
        }
    }
}

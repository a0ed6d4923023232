package io.freshet.ui.ingest;

import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Pre;
import java.util.List;

/**
 * The Ingestions page's confirmations: what deleting an ingestion, applying schema changes or resyncing a table does
 * before it runs.
 */
final class IngestionConfirmations {

    private IngestionConfirmations() {
    }

    static ConfirmDialog delete(IngestionSummary i, Runnable onConfirm) {
        String effect = i.mode() == IngestionMode.SNAPSHOT
                ? "Its materialized tables in " + i.targetDatabase() + " are suspended and keep their rows."
                : "Its job stops and its replication slots in " + i.source() + " are dropped ("
                        + String.join(", ", i.slots()) + "), so the source keeps no WAL for it. The tables in "
                        + i.targetDatabase() + " keep their rows; a new ingestion starts with a new snapshot.";
        return dialog("ingestion-delete-confirm", "Delete ingestion " + i.id() + " of " + i.source() + "?",
                new Div(new Paragraph(effect)), "Delete", onConfirm);
    }

    static ConfirmDialog applyDrift(IngestionSummary i, List<String> statements, Runnable onConfirm) {
        Pre ddl = new Pre(String.join(";\n", statements) + ";");
        ddl.getStyle().set("white-space", "pre-wrap").set("max-height", "10em").set("overflow", "auto");
        String stop = i.state().active()
                ? "The job stops with a savepoint, these statements run on the lakehouse, and the job restarts from the"
                        + " savepoint reading the new columns:"
                : "These statements run on the lakehouse, and the job restarts from its savepoint reading the new"
                        + " columns:";
        Paragraph lost = new Paragraph("Rows inserted or updated in the source after its ALTER TABLE and before this"
                + " apply were read without the new columns: they keep NULL in them until they change again. To fill"
                + " them, resync those tables after the apply (Resync table).");
        lost.setId("ingestion-apply-lost-rows");
        return dialog("ingestion-apply-confirm", "Apply the schema changes to ingestion " + i.id() + "?",
                new Div(new Paragraph(stop), ddl, lost), "Apply and restart", onConfirm);
    }

    static ConfirmDialog resync(IngestionSummary i, String table, ResyncPreview preview, Runnable onConfirm) {
        String ods = preview.odsTable();
        String stop = i.state().active() ? "The job stops with a savepoint. " : "";
        Div text = new Div(new Paragraph(stop + "Every row of " + ods + " is deleted, then the table is read again"
                + " from " + i.source() + " (a new snapshot, then its changes): tables and materialized tables that"
                + " read " + ods + " see those deletes, then the rows inserted again."),
                new Paragraph("Its replication slot is dropped and the job restarts without the savepoint;"
                        + " the ingestion's other tables go on from their own slots without a new snapshot. The last"
                        + " transaction each read before the stop is read again and stored as the same rows, with no"
                        + " change for streaming readers ('changelog-producer' = 'lookup'). PostgreSQL sources only."));
        if (!preview.inputTables().isEmpty()) {
            text.add(new Paragraph(String.join(", ", preview.inputTables()) + (preview.inputTables().size() == 1
                    ? " has" : " have") + " 'changelog-producer' = 'input' (what an earlier Freshet's wizard gave"
                    + " its tables), which would pass that transaction on to streaming readers as new changes (an"
                    + " aggregate reading it would count it twice). The resync first compacts and switches "
                    + (preview.inputTables().size() == 1 ? "it" : "them") + " to 'changelog-producer' = 'lookup'"
                    + " with 'changelog-producer.row-deduplicate' = 'true', as new ingestions create them; from then"
                    + " on each commit also compacts the changed keys to derive their changes."));
        }
        return dialog("ingestion-resync-confirm", "Resync " + table + " of ingestion " + i.id() + "?", text,
                "Resync " + table, onConfirm);
    }

    private static ConfirmDialog dialog(String id, String header, Div text, String confirm, Runnable onConfirm) {
        ConfirmDialog dialog = new ConfirmDialog();
        dialog.setId(id);
        dialog.setHeader(header);
        dialog.setText(text);
        dialog.setCancelable(true);
        dialog.setConfirmText(confirm);
        dialog.setConfirmButtonTheme("error primary");
        dialog.addConfirmListener(e -> onConfirm.run());
        return dialog;
    }
}

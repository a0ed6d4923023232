package io.freshet.ui.catalog;

import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.html.UnorderedList;
import io.freshet.ui.common.ServiceException;
import java.util.List;
import java.util.function.Consumer;

/** The confirmations that say what a change does to data, jobs and downstream tables before it runs. */
final class FreshnessDialogs {

    private FreshnessDialogs() {
    }

    /** @param downstream the materialized tables that read the table, from {@link CatalogService#downstream} */
    static void confirmChange(FreshnessChangePlan plan, List<TableRef> downstream, Runnable apply,
                              Consumer<String> error) {
        ConfirmDialog dialog = new ConfirmDialog();
        dialog.setId("freshness-confirm");
        dialog.setHeader("Change " + plan.ref() + " from " + plan.from().words() + " to " + plan.to().words() + "?");
        UnorderedList list = new UnorderedList();
        plan.consequences().forEach(c -> list.add(new ListItem(c)));
        Pre ddl = new Pre(plan.ddl());
        ddl.getStyle().set("white-space", "pre-wrap").set("max-height", "10em").set("overflow", "auto");
        dialog.setText(new Div(new Paragraph("Flink 2.0 cannot change freshness in place: the table is dropped and"
                + " created again."), list, readers(plan.ref(), downstream,
                "lose their source while it is dropped, and read the new one once it is created again"), ddl));
        dialog.setCancelable(true);
        dialog.setConfirmText("Drop and re-create");
        dialog.setConfirmButtonTheme("error primary");
        dialog.addConfirmListener(e -> {
            try {
                apply.run();
            } catch (ServiceException ex) {
                error.accept(ex.userMessage());
            }
        });
        dialog.open();
        focusSafeChoice(dialog);
    }

    static void confirmLifecycle(String verb, TableRef ref, List<TableRef> downstream, String effect, Runnable action) {
        ConfirmDialog dialog = new ConfirmDialog();
        dialog.setId("lifecycle-confirm");
        dialog.setHeader(verb + " " + ref + "?");
        dialog.setText(readers(ref, downstream, effect));
        dialog.setCancelable(true);
        dialog.setConfirmText(verb);
        dialog.setConfirmButtonTheme("error primary");
        dialog.addConfirmListener(e -> action.run());
        dialog.open();
        focusSafeChoice(dialog);
    }

    /** The materialized tables that read {@code ref}, named, and what the change does to them. */
    private static Div readers(TableRef ref, List<TableRef> downstream, String effect) {
        Div text = new Div();
        text.setId("confirm-readers");
        if (downstream.isEmpty()) {
            text.add(new Paragraph("No materialized table reads " + ref + "."));
        } else {
            text.add(new Paragraph(downstream.size() + (downstream.size() == 1 ? " materialized table reads "
                    : " materialized tables read ") + ref + "; " + (downstream.size() == 1 ? "it" : "they") + " will "
                    + effect + ":"));
            UnorderedList list = new UnorderedList();
            list.setId("lifecycle-downstream");
            downstream.forEach(d -> list.add(new ListItem(d.toString())));
            text.add(list);
        }
        return text;
    }

    /**
     * A destructive confirmation opens with the focus on Cancel, so that Enter or Space right after opening does
     * nothing harmful; the dialog itself would focus its confirm button. Called once the dialog is open.
     */
    private static void focusSafeChoice(ConfirmDialog dialog) {
        dialog.getElement().executeJs("const d = this; const safe = () => {"
                + " const c = d.querySelector('[slot=\"cancel-button\"]') || [...document.querySelectorAll("
                + "'vaadin-confirm-dialog-overlay [slot=\"cancel-button\"]')].filter(b => b.offsetParent).pop();"
                + " if (c) { c.focus(); } };"
                + " requestAnimationFrame(() => requestAnimationFrame(safe)); setTimeout(safe, 250);"
                + " setTimeout(safe, 600);");
    }
}

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

    static void confirmChange(FreshnessChangePlan plan, Runnable apply, Consumer<String> error) {
        ConfirmDialog dialog = new ConfirmDialog();
        dialog.setId("freshness-confirm");
        dialog.setHeader("Change " + plan.ref() + " from " + plan.from().words() + " to " + plan.to().words() + "?");
        UnorderedList list = new UnorderedList();
        plan.consequences().forEach(c -> list.add(new ListItem(c)));
        Pre ddl = new Pre(plan.ddl());
        ddl.getStyle().set("white-space", "pre-wrap").set("max-height", "10em").set("overflow", "auto");
        dialog.setText(new Div(new Paragraph("Flink 2.0 cannot change freshness in place: the table is dropped and"
                + " created again."), list, ddl));
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
    }

    static void confirmLifecycle(String verb, TableRef ref, List<TableRef> downstream, String effect, Runnable action) {
        ConfirmDialog dialog = new ConfirmDialog();
        dialog.setId("lifecycle-confirm");
        dialog.setHeader(verb + " " + ref + "?");
        Div text = new Div();
        if (downstream.isEmpty()) {
            text.add(new Paragraph("No materialized table reads " + ref + "."));
        } else {
            text.add(new Paragraph(downstream.size() + " materialized table(s) depend on " + ref + " and will " + effect + ":"));
            UnorderedList list = new UnorderedList();
            list.setId("lifecycle-downstream");
            downstream.forEach(d -> list.add(new ListItem(d.toString())));
            text.add(list);
        }
        dialog.setText(text);
        dialog.setCancelable(true);
        dialog.setConfirmText(verb);
        dialog.setConfirmButtonTheme("error primary");
        dialog.addConfirmListener(e -> action.run());
        dialog.open();
    }
}

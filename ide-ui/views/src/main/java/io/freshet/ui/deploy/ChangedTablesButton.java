package io.freshet.ui.deploy;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Paragraph;
import io.freshet.ui.common.Counts;
import java.util.List;

/**
 * "n changed since deploy": opens the diffs of the tables whose live definition differs from their scripts. Hidden
 * when there are none.
 */
public class ChangedTablesButton extends Button {

    private List<TableChange> changes = List.of();

    public ChangedTablesButton() {
        addThemeVariants(ButtonVariant.LUMO_TERTIARY, ButtonVariant.LUMO_SMALL);
        setVisible(false);
        addClickListener(e -> open());
    }

    /** Shows the changes (or hides the button when there are none). */
    public void show(List<TableChange> changed) {
        changes = List.copyOf(changed);
        setVisible(!changes.isEmpty());
        setText(Counts.of(changes.size(), "table") + " changed since deploy");
        getElement().setAttribute("title", String.join("\n", changes.stream().map(TableChange::describe).toList()));
    }

    private void open() {
        Dialog dialog = new Dialog();
        dialog.setId("changed-since-deploy");
        dialog.setHeaderTitle("Changed since deploy");
        dialog.setWidth("56em");
        dialog.add(new Paragraph("The live table differs from the script that defines it. Deploy the project to"
                + " re-create it from the script, or keep it as it is."));
        for (TableChange change : changes) {
            dialog.add(new Paragraph(change.describe()), new DefinitionDiff(change));
        }
        dialog.getFooter().add(new Button("Close", e -> dialog.close()));
        dialog.open();
    }
}

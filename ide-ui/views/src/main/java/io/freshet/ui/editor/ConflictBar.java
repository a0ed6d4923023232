package io.freshet.ui.editor;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.textfield.TextArea;
import io.freshet.ui.scripts.ScriptConflictException;

/**
 * Shown when a save was refused because someone saved a newer version: the user's text stays in the
 * editor, the newer text is shown here, and the user decides (autosave waits meanwhile).
 */
class ConflictBar extends VerticalLayout {

    private final Paragraph message = new Paragraph();
    private final TextArea theirs = new TextArea("Newer version in the database");

    ConflictBar(Runnable keepMine, Runnable takeTheirs) {
        addClassName("conflict-bar");
        setPadding(false);
        message.addClassName("conflict-message");
        theirs.addClassName("conflict-theirs");
        theirs.setReadOnly(true);
        theirs.setWidthFull();
        theirs.setMaxHeight("12em");
        Button mine = new Button("Save mine over it", e -> keepMine.run());
        mine.addClassName("conflict-keep-mine");
        Button take = new Button("Take the newer version", e -> takeTheirs.run());
        take.addClassName("conflict-take-theirs");
        add(message, theirs, new HorizontalLayout(mine, take));
        setVisible(false);
    }

    void show(ScriptConflictException conflict) {
        message.setText(conflict.userMessage());
        theirs.setValue(conflict.current().content());
        setVisible(true);
    }
}

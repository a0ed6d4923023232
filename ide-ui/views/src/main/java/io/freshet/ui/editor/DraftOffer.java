package io.freshet.ui.editor;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.textfield.TextArea;
import io.freshet.ui.scripts.ScriptDraft;

/**
 * Offers the user's draft that was edited from an older version than the one saved since (another tab or person
 * saved meanwhile): the editor shows the saved version, the draft is shown here to be opened or left.
 */
class DraftOffer extends VerticalLayout {

    private final Paragraph message = new Paragraph();
    private final TextArea draft = new TextArea("Your unsaved draft");

    DraftOffer(Runnable open, Runnable discard) {
        addClassName("draft-offer");
        setPadding(false);
        message.addClassName("draft-offer-message");
        draft.addClassName("draft-offer-text");
        draft.setReadOnly(true);
        draft.setWidthFull();
        draft.setMaxHeight("12em");
        Button opening = new Button("Open my draft", e -> open.run());
        opening.addClassName("draft-offer-open");
        Button discarding = new Button("Discard my draft", e -> discard.run());
        discarding.addClassName("draft-offer-discard");
        add(message, draft, new HorizontalLayout(opening, discarding));
        setVisible(false);
    }

    void show(ScriptDraft kept, long savedVersion) {
        message.setText(text(kept.baseVersion(), savedVersion));
        draft.setValue(kept.content());
        setVisible(true);
    }

    /** Why the editor shows the saved version and not the draft, and what happens to the draft. */
    static String text(long draftBase, long savedVersion) {
        return "You have an unsaved draft edited from version " + draftBase + ", but version " + savedVersion
                + " was saved since (in another tab or by someone else). The editor shows version " + savedVersion
                + "; your draft is kept until you open it (to save it over, after comparing) or discard it.";
    }
}

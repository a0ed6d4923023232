package io.freshet.ui.git;

import com.vaadin.flow.component.HasComponents;
import com.vaadin.flow.component.dialog.Dialog;

/** Opens the git page's dialogs inside a component while open, so they are found in its tree, and gone once closed. */
final class Dialogs {

    private Dialogs() {
    }

    static void openIn(HasComponents parent, Dialog dialog) {
        dialog.addOpenedChangeListener(e -> {
            if (!e.isOpened()) {
                parent.remove(dialog);
            }
        });
        parent.add(dialog);
        dialog.open();
    }
}

package io.freshet.ui.deploy;

import com.vaadin.flow.component.html.Paragraph;
import java.util.Optional;

/** Why a deployment cannot start yet (the gateway or Freshet's catalog on it is starting), hidden once it can. */
class ReadyLine extends Paragraph {

    ReadyLine() {
        setId("deploy-waiting");
        getStyle().set("color", "var(--lumo-secondary-text-color)");
    }

    /** Shows why not; true when a deployment can start. */
    boolean show(Optional<String> notReady, boolean startsByItself) {
        setText(notReady.map(why -> why + (startsByItself ? " - the deployment starts once it is."
                : " - Deploy is enabled once it is.")).orElse(""));
        setVisible(notReady.isPresent());
        return notReady.isEmpty();
    }
}

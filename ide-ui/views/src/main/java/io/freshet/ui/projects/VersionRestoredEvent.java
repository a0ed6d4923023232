package io.freshet.ui.projects;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.ComponentEvent;
import io.freshet.ui.scripts.ScriptDocument;

/** An older version was saved as the script's newest version: an open editor should reload it. */
public class VersionRestoredEvent extends ComponentEvent<Component> {

    private final ScriptDocument script;

    public VersionRestoredEvent(Component source, ScriptDocument script) {
        super(source, false);
        this.script = script;
    }

    /** The script as it is now, with the restored text and its new version number. */
    public ScriptDocument script() {
        return script;
    }
}

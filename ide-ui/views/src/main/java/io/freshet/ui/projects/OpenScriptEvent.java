package io.freshet.ui.projects;

import com.vaadin.flow.component.ComponentEvent;

/** The user chose a script in the project tree. */
public class OpenScriptEvent extends ComponentEvent<ProjectTree> {

    private final long scriptId;

    public OpenScriptEvent(ProjectTree source, long scriptId) {
        super(source, false);
        this.scriptId = scriptId;
    }

    public long scriptId() {
        return scriptId;
    }
}

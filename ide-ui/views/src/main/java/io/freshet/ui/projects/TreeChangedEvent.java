package io.freshet.ui.projects;

import com.vaadin.flow.component.ComponentEvent;

/** The project tree changed something (scripts created, renamed, moved, deleted, restored or imported). */
public class TreeChangedEvent extends ComponentEvent<ProjectTree> {

    public TreeChangedEvent(ProjectTree source) {
        super(source, false);
    }
}

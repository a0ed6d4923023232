package io.freshet.ui.projects;

import com.vaadin.flow.component.ComponentEvent;
import java.util.List;

/** Scripts went to the trash from the project tree: an editor should close their tabs. */
public class ScriptRemovedEvent extends ComponentEvent<ProjectTree> {

    private final List<Long> scriptIds;

    public ScriptRemovedEvent(ProjectTree source, List<Long> scriptIds) {
        super(source, false);
        this.scriptIds = List.copyOf(scriptIds);
    }

    public List<Long> scriptIds() {
        return scriptIds;
    }
}

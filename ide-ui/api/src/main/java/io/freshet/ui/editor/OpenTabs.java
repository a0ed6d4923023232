package io.freshet.ui.editor;

import java.util.List;

/**
 * The scripts open in a user's editor, in tab order.
 *
 * @param activeScriptId the selected tab's script, or null when none is open
 */
public record OpenTabs(List<Long> scriptIds, Long activeScriptId) {

    public OpenTabs {
        scriptIds = List.copyOf(scriptIds);
        if (activeScriptId != null && !scriptIds.contains(activeScriptId)) {
            activeScriptId = scriptIds.isEmpty() ? null : scriptIds.get(0);
        }
    }

    public static OpenTabs none() {
        return new OpenTabs(List.of(), null);
    }
}

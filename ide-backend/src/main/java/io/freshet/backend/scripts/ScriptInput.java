package io.freshet.backend.scripts;

import io.freshet.ui.common.ServiceException;
import io.freshet.ui.scripts.ScriptService;

/** Limits on what a user may store: refused with a message rather than truncated or passed on. */
public final class ScriptInput {

    private ScriptInput() {
    }

    public static String content(String content) {
        if (content == null) {
            return "";
        }
        if (content.length() > ScriptService.MAX_SCRIPT_CHARS) {
            throw new ServiceException("The script has " + content.length() + " characters; at most "
                    + ScriptService.MAX_SCRIPT_CHARS + " are accepted. Split it into several scripts.");
        }
        return content;
    }
}

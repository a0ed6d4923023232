package io.freshet.backend.scripts;

import io.freshet.ui.common.ServiceException;
import io.freshet.ui.scripts.ScriptService;
import java.util.Locale;

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

    /** A draft may be longer than a script (so an oversized text survives a reload), up to a hard cap. */
    public static String draft(String content) {
        if (content == null) {
            return "";
        }
        if (content.length() > ScriptService.MAX_DRAFT_CHARS) {
            throw new ServiceException(String.format(Locale.ROOT, "The text has %,d characters; a draft"
                    + " keeps at most %,d. Split it into several scripts.", content.length(),
                    ScriptService.MAX_DRAFT_CHARS));
        }
        return content;
    }
}

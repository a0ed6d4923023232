package io.freshet.backend.scripts;

import io.freshet.ui.common.ServiceException;
import io.freshet.ui.scripts.ScriptService;

/** Limits on what a user may store: refused with a message rather than truncated or passed on. */
final class ScriptInput {

    static final int MAX_PATH = 1000;
    static final int MAX_PROJECT = 200;

    private ScriptInput() {
    }

    static String content(String content) {
        if (content == null) {
            return "";
        }
        if (content.length() > ScriptService.MAX_SCRIPT_CHARS) {
            throw new ServiceException("The script has " + content.length() + " characters; at most "
                    + ScriptService.MAX_SCRIPT_CHARS + " are accepted. Split it into several scripts.");
        }
        return content;
    }

    static String name(String what, String value, int max) {
        String v = value == null ? "" : value.strip();
        if (v.isEmpty()) {
            throw new ServiceException("The " + what + " must not be empty.");
        }
        if (v.length() > max) {
            throw new ServiceException("The " + what + " is longer than " + max + " characters.");
        }
        if (v.chars().anyMatch(Character::isISOControl)) {
            throw new ServiceException("The " + what + " must not contain control characters.");
        }
        return v;
    }
}

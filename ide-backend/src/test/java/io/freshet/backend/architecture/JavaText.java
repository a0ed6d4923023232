package io.freshet.backend.architecture;

/** Removes comments (and optionally literal contents) from Java source, so rules look at code, not prose. */
final class JavaText {

    private JavaText() {
    }

    /** The text without comments; with {@code emptyLiterals} string, text-block and char literals become empty. */
    static String strip(String text, boolean emptyLiterals) {
        StringBuilder out = new StringBuilder(text.length());
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (c == '/' && i + 1 < n && text.charAt(i + 1) == '/') {
                while (i < n && text.charAt(i) != '\n') {
                    i++;
                }
            } else if (c == '/' && i + 1 < n && text.charAt(i + 1) == '*') {
                int end = text.indexOf("*/", i + 2);
                int stop = end < 0 ? n : end + 2;
                // keep the line breaks, so a finding's line number is the source's
                text.substring(i, stop).chars().filter(ch -> ch == '\n').forEach(ch -> out.append('\n'));
                out.append(' ');
                i = stop;
            } else if (text.startsWith("\"\"\"", i)) {
                int end = text.indexOf("\"\"\"", i + 3);
                end = end < 0 ? n : end + 3;
                out.append(emptyLiterals ? "\"\"" : text.substring(i, end));
                i = end;
            } else if (c == '"' || c == '\'') {
                int end = i + 1;
                while (end < n && text.charAt(end) != c && text.charAt(end) != '\n') {
                    end += text.charAt(end) == '\\' ? 2 : 1;
                }
                end = Math.min(end + 1, n);
                out.append(emptyLiterals ? String.valueOf(c) + c : text.substring(i, end));
                i = end;
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }
}

package io.freshet.backend.architecture;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The shapes a graph walk written by hand takes in Java: a worklist drained in a loop, a frontier loop that runs
 * while the frontier is not empty, or a method that calls itself and carries its own visited set. Read from code
 * without comments and literals; a wait loop or a tree walker with a visited field is none of these.
 */
final class GraphWalks {

    /** {@code while (!todo.isEmpty()) { ... todo.removeFirst() / pop() / poll() / remove() ...}}. */
    static final Pattern WORKLIST = Pattern.compile("while\\s*\\(\\s*!\\s*(\\w+)\\s*\\.\\s*isEmpty\\s*\\(\\s*\\)[^{]*"
            + "\\{[^}]*?\\b\\1\\s*\\.\\s*(?:removeFirst|removeLast|pop|poll|pollFirst|pollLast|remove)\\s*\\(\\s*\\)");
    /** {@code for (int level = 0; !frontier.isEmpty(); ...)}. */
    static final Pattern FRONTIER = Pattern.compile("for\\s*\\([^;()]*;\\s*!\\s*\\w+\\s*\\.\\s*isEmpty\\s*\\(\\s*\\)");
    /** A method declaration: its name and parameters, up to the opening brace of its body. */
    private static final Pattern METHOD =
            Pattern.compile("\\b(\\w+)\\s*\\(([^()]*)\\)\\s*(?:throws\\s[\\w.,\\s]+)?\\{");
    private static final Pattern SET_PARAMETER = Pattern.compile("Set\\s*<[^>]*>\\s+(\\w+)");
    private static final List<String> KEYWORDS = List.of("if", "for", "while", "switch", "catch", "synchronized");

    private GraphWalks() {
    }

    /** Each hand-written walk in the code, as "line N what". */
    static List<String> in(String code) {
        List<String> found = new ArrayList<>();
        for (Pattern loop : List.of(WORKLIST, FRONTIER)) {
            Matcher m = loop.matcher(code);
            while (m.find()) {
                found.add(line(code, m.start()) + " " + m.group().lines().findFirst().orElse("").strip());
            }
        }
        Matcher method = METHOD.matcher(code);
        while (method.find()) {
            String name = method.group(1);
            if (KEYWORDS.contains(name)) {
                continue;
            }
            String body = body(code, method.end() - 1);
            Matcher set = SET_PARAMETER.matcher(method.group(2));
            while (set.find()) {
                boolean guards = Pattern.compile("if\\s*\\([^{;]*\\b" + set.group(1) + "\\s*\\.\\s*add\\s*\\(")
                        .matcher(body).find();
                if (guards && Pattern.compile("\\b" + name + "\\s*\\(").matcher(body).find()) {
                    found.add(line(code, method.start()) + " " + name + "(...) recurses with its own visited set "
                            + set.group(1));
                }
            }
        }
        return found;
    }

    /** The block that opens at {@code open}, braces balanced. */
    private static String body(String code, int open) {
        int depth = 0;
        for (int i = open; i < code.length(); i++) {
            char c = code.charAt(i);
            if (c == '{') {
                depth++;
            } else if (c == '}' && --depth == 0) {
                return code.substring(open, i + 1);
            }
        }
        return code.substring(open);
    }

    private static String line(String code, int at) {
        return "line " + Math.max(1, code.substring(0, at).lines().count());
    }
}

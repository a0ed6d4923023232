package io.freshet.analysis.policy;

import org.apache.calcite.sql.SqlNode;

/**
 * Names are names (issue 32): Paimon turns database, table, branch, tag and partition names into directory and file
 * names, so a name that holds a path would leave the warehouse. Applies to every role, an unrestricted one included.
 */
final class NameRule {

    private static final String BRANCH = "branch_";

    private NameRule() {
    }

    /** Why a catalog object name is refused, or null when it is a plain name. */
    static String problem(String name) {
        return problem(name, false);
    }

    /**
     * Why a name is refused, or null. A partition value may hold ':' (a timestamp): Paimon escapes it in the
     * partition's directory name, while an object name with ':' reads as a URI scheme when it becomes a path.
     */
    static String problem(String name, boolean partitionValue) {
        if (name == null || name.isEmpty()) {
            return "is empty";
        }
        String shown = plain(name, partitionValue);
        if (shown != null) {
            return shown;
        }
        String decoded = StoragePath.percentDecode(name);
        String problem = decoded.equals(name) ? null : plain(decoded, partitionValue);
        return problem == null ? null : problem + " when percent-decoded";
    }

    private static String plain(String name, boolean partitionValue) {
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (isControl(c)) {
                return "contains a control character";
            }
            if (c == '/' || c == '\\') {
                return "contains a path separator ('" + c + "')";
            }
            if (c == ':' && !partitionValue) {
                return "contains ':' (it would read as a URI scheme or a drive)";
            }
        }
        if (name.startsWith(".")) {
            return "starts with '.' (a hidden file or a way up: '..')";
        }
        if (name.startsWith("~")) {
            return "starts with '~' (a home directory)";
        }
        return null;
    }

    /**
     * Why one part of a table reference is refused: each '$' part of a system-table or branch reference
     * ({@code orders$branch_dev$snapshots}) and the branch name itself.
     */
    static String tablePartProblem(String part) {
        if (part.indexOf('$') < 0) {
            return problem(part);
        }
        for (String piece : part.split("\\$", -1)) {
            String p = problem(piece);
            if (p == null && piece.startsWith(BRANCH)) {
                p = problem(piece.substring(BRANCH.length()));
            }
            if (p != null) {
                return p;
            }
        }
        return null;
    }

    /** Refuses a name (under rule NAME) that is not a plain name; true when it was refused. */
    static boolean refuse(CheckContext ctx, String what, String name, SqlNode at) {
        String problem = problem(name);
        if (problem == null) {
            return false;
        }
        ctx.refuse(PolicyRule.NAME, message(what, name, problem, ctx), at);
        return true;
    }

    static String message(String what, String name, String problem, CheckContext ctx) {
        return what + " '" + printable(name) + "' " + problem + ": names are names for every role (" + ctx.role()
                + " included), never paths";
    }

    /** A control character or a Unicode line or paragraph separator: any of them can start a forged log line. */
    static boolean isControl(char c) {
        return Character.isISOControl(c) || c == '\u2028' || c == '\u2029';
    }

    /** The name with control characters shown as escapes, so a refusal message cannot forge a log line. */
    static String printable(String text) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (isControl(c)) {
                out.append(String.format("\\u%04X", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}

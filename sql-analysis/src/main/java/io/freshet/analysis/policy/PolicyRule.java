package io.freshet.analysis.policy;

/** Why a statement was refused: one rule of the statement policy, with a short label for the audit log. */
public enum PolicyRule {
    SYNTAX("statement does not parse"),
    READ_ONLY("role is read-only"),
    CONNECTOR("connector not allowed"),
    PATH("path outside the allowed roots"),
    OPTION("option not allowed"),
    JAR("jars not allowed"),
    FUNCTION("function not allowed"),
    SETTING("setting not allowed"),
    CATALOG("catalog statements not allowed"),
    MODULE("module statements not allowed"),
    PROCEDURE("procedure not allowed"),
    STATEMENT("statement kind not allowed"),
    NAME("name that is not a plain name"),
    ROLE("step needs a higher role");

    private final String label;

    PolicyRule(String label) {
        this.label = label;
    }

    /** A short text for the audit log, e.g. "path outside the allowed roots". */
    public String label() {
        return label;
    }
}

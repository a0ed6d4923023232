package io.freshet.ui.settings;

/** One thing a policy refuses in a script: where (1-based), which rule and why. */
public record PolicyFinding(int line, int column, String rule, String message) {
}

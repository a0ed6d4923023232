package io.freshet.analysis.diagnostic;

/** How serious a diagnostic is; ERROR means Flink would reject the statement. */
public enum Severity {
    ERROR,
    WARNING,
    INFO
}

package io.freshet.analysis.planner;

/** How far a statement goes through Flink's planner. */
public enum Tier {
    /**
     * Parse, validate and convert to a logical plan with the planner's own code (names, types, functions,
     * grouping), plus the few checks Flink leaves to its optimizer that are cheap to repeat here; no
     * optimisation. What runs while a person types.
     */
    INTERACTIVE,
    /** Everything the gateway does up to job submission, optimisation included: Flink's exact verdict. */
    EXACT
}

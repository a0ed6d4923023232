package io.freshet.ui.settings;

import io.freshet.ui.common.ServiceException;

/** A policy the form built was refused: the message for the user, and where the form should show it. */
public class PolicyFormException extends ServiceException {

    private final transient PolicyProblem problem;

    public PolicyFormException(PolicyProblem problem, String userMessage, Throwable cause) {
        super(userMessage, cause);
        this.problem = problem;
    }

    /** The role and field the problem is in. */
    public PolicyProblem problem() {
        return problem;
    }
}

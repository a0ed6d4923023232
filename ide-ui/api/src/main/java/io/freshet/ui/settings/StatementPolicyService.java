package io.freshet.ui.settings;

import java.util.List;

/**
 * Administrators read and change the statement policy: what each role's SQL may do before Freshet sends it to
 * Flink. The policy is JSON text, edited as such; a bad text is refused with the reason and changes nothing.
 */
public interface StatementPolicyService {

    /** The policy in force: as last saved, or the built-in defaults. */
    PolicyDocument current();

    /** Stores a new policy; refused with a message naming what is wrong when the text is not a valid policy. */
    PolicyDocument save(String json);

    /** Goes back to the built-in defaults. */
    PolicyDocument resetToDefaults();

    /**
     * What the given (perhaps unsaved) policy would refuse in a script for a role: nothing when it may run.
     *
     * @param role VIEWER, DEVELOPER or ADMIN
     */
    List<PolicyFinding> tryStatement(String sql, String role, String policyJson);
}

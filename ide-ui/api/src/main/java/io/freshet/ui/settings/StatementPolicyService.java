package io.freshet.ui.settings;

import java.util.List;

/**
 * Administrators read and change the statement policy: what each role's SQL may do before Freshet sends it to
 * Flink. The policy is JSON text; the Settings page edits it as a form too, converted to and from the text by
 * {@link #toForm} and {@link #toJson} and saved as text. A bad text is refused with the reason and changes nothing.
 */
public interface StatementPolicyService {

    /** The policy in force: as last saved, or the built-in defaults. */
    PolicyDocument current();

    /** Stores a new policy; refused with a message naming what is wrong when the text is not a valid policy. */
    PolicyDocument save(String json);

    /**
     * The policy text as the form shows it.
     *
     * @throws io.freshet.ui.common.ServiceException naming what is wrong, with line and column, when the text is not a
     *                                               valid policy
     */
    PolicyForm toForm(String json);

    /**
     * The form's rules as policy text, checked exactly as a saved text is: what the form can build is what the text
     * can say.
     *
     * @throws PolicyFormException naming the role and field that are wrong
     */
    String toJson(PolicyForm form);

    /** Goes back to the built-in defaults. */
    PolicyDocument resetToDefaults();

    /**
     * What the given (perhaps unsaved) policy would refuse in a script for a role: nothing when it may run.
     *
     * @param role VIEWER, DEVELOPER or ADMIN
     */
    List<PolicyFinding> tryStatement(String sql, String role, String policyJson);
}

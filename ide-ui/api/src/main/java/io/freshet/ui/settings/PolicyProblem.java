package io.freshet.ui.settings;

/**
 * Where a policy is wrong, named as in its JSON, so that the form can mark the field: the role, the field, and
 * within it an entry's index (of the JSON list) or an option's key ({@code connector.key} in connectorOptions).
 *
 * @param role    VIEWER, DEVELOPER or ADMIN; null when the problem is not a role's
 * @param field   the field's JSON name, e.g. pathRoots; null when the problem is the role's as a whole
 * @param index   the entry's index in the JSON list, or -1
 * @param key     the option key, or null
 * @param message what is wrong, for the user
 */
public record PolicyProblem(String role, String field, int index, String key, String message) {
}

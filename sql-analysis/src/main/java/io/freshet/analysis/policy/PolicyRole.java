package io.freshet.analysis.policy;

/** The roles a statement policy distinguishes (the IDE's user roles). */
public enum PolicyRole {
    VIEWER,
    DEVELOPER,
    ADMIN
}

package io.freshet.backend.policy;

import io.freshet.analysis.policy.RolePolicy;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** The fields in which two versions of a role's rules differ, named as in the policy's JSON, for the audit log. */
final class PolicyDiff {

    private PolicyDiff() {
    }

    static String fields(RolePolicy before, RolePolicy after) {
        List<String> changed = new ArrayList<>();
        for (RecordComponent component : RolePolicy.class.getRecordComponents()) {
            if (!Objects.equals(value(component, before), value(component, after))) {
                changed.add(component.getName());
            }
        }
        return String.join(", ", changed);
    }

    private static Object value(RecordComponent component, RolePolicy policy) {
        try {
            return component.getAccessor().invoke(policy);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("Cannot read " + component.getName() + " of a role's policy", e);
        }
    }
}

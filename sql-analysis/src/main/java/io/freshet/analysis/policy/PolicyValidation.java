package io.freshet.analysis.policy;

import io.freshet.analysis.SqlAnalysisException;

/** Checks a role's policy for entries that could never work or would open more than an admin meant. */
final class PolicyValidation {

    private PolicyValidation() {
    }

    static void check(PolicyRole role, RolePolicy p) {
        if (p.unrestricted() && role != PolicyRole.ADMIN) {
            throw new SqlAnalysisException(role + ".unrestricted: only ADMIN can be unrestricted");
        }
        for (int i = 0; i < p.pathRoots().size(); i++) {
            String root = p.pathRoots().get(i);
            StoragePath.Parsed parsed = StoragePath.parse(root);
            if (parsed.path() == null) {
                throw new SqlAnalysisException(role + ".pathRoots[" + i + "]: '" + root + "' is not an absolute path "
                        + "or URI (" + parsed.problem() + ")");
            }
        }
        for (int i = 0; i < p.settableKeys().size(); i++) {
            String key = p.settableKeys().get(i);
            if (key.indexOf('*') >= 0 && key.indexOf('*') != key.length() - 1) {
                throw new SqlAnalysisException(role + ".settableKeys[" + i + "]: '" + key
                        + "' may only end in '*' (a prefix), not contain it elsewhere");
            }
        }
        for (String procedure : p.procedures()) {
            if (procedure.endsWith("*")) {
                throw new SqlAnalysisException(role + ".procedures: '" + procedure
                        + "' is not a procedure name; list each procedure, e.g. sys.compact");
            }
        }
    }
}

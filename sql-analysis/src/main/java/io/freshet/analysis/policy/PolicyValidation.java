package io.freshet.analysis.policy;

import io.freshet.analysis.SqlAnalysisException;
import java.util.Map;
import java.util.TreeSet;

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
        for (String kind : p.statements()) {
            if (!StatementRules.LISTABLE.contains(kind)) {
                throw new SqlAnalysisException(role + ".statements: '" + kind + "' is not a statement kind that can be "
                        + "listed (jars, catalogs and modules have their own switches; plans and models are never "
                        + "allowed); the kinds are " + String.join(", ", new TreeSet<>(StatementRules.LISTABLE)));
            }
        }
        rules(role + ".formatOptions", p.formatOptions());
        rules(role + ".tableOptions", p.tableOptions());
        p.connectorOptions().forEach((connector, keys) -> rules(role + ".connectorOptions." + connector, keys));
        for (String procedure : p.procedures()) {
            if (procedure.endsWith("*")) {
                throw new SqlAnalysisException(role + ".procedures: '" + procedure
                        + "' is not a procedure name; list each procedure, e.g. sys.compact");
            }
        }
    }

    private static void rules(String where, Map<String, String> rules) {
        rules.forEach((key, rule) -> {
            try {
                ValueRule.parse(rule);
            } catch (SqlAnalysisException e) {
                throw new SqlAnalysisException(where + "." + key + ": " + e.getMessage(), e);
            }
        });
    }
}

package io.freshet.analysis.cli;

import io.freshet.analysis.SqlAnalysisException;
import io.freshet.analysis.policy.PolicyChecker;
import io.freshet.analysis.policy.PolicyRole;
import io.freshet.analysis.policy.StatementPolicy;
import java.io.PrintStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code policy}: what the statement gate would refuse in each script, for one role. Parsing only, no
 * planner and no catalog, so it runs fast in CI on scripts whose tables it does not know.
 */
final class PolicyCommand {

    private PolicyCommand() {
    }

    /** Returns the exit code: 1 when anything was refused, else 0. */
    static int run(CliArguments args, PrintStream out) {
        PolicyRole role = role(args.role());
        StatementPolicy policy = args.policy() == null ? StatementPolicy.defaults()
                : StatementPolicy.fromJson(ScriptsCommand.read(args.policy()));
        PolicyChecker checker = new PolicyChecker(policy, warehouse(args.warehouse()));
        List<FileDiagnostic> refusals = new ArrayList<>();
        for (Path file : args.files()) {
            String text = ScriptsCommand.read(file);
            checker.check(text, role).forEach(r -> refusals.add(FileDiagnostic.of(file.toString(), r)));
        }
        if (args.format().equals("json")) {
            out.println(ScriptsCommand.json(Map.of("diagnostics", refusals)));
        } else {
            refusals.forEach(d -> out.println(d.asText()));
            out.println(refusals.size() + " refusal(s) for " + role);
        }
        return refusals.isEmpty() ? 0 : 1;
    }

    private static PolicyRole role(String name) {
        if (name == null) {
            return PolicyRole.DEVELOPER;
        }
        try {
            return PolicyRole.valueOf(name.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new SqlAnalysisException("--role must be VIEWER, DEVELOPER or ADMIN, not " + name, e);
        }
    }

    private static URI warehouse(String text) {
        if (text == null) {
            return null;
        }
        if (text.startsWith("/")) {
            return Path.of(text).toUri();
        }
        try {
            URI uri = new URI(text);
            if (uri.getScheme() == null) {
                throw new SqlAnalysisException("--warehouse must be a URI or an absolute path, not " + text);
            }
            return uri;
        } catch (URISyntaxException e) {
            throw new SqlAnalysisException("--warehouse is not a URI: " + e.getMessage(), e);
        }
    }
}

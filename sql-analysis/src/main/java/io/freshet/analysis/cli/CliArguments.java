package io.freshet.analysis.cli;

import io.freshet.analysis.SqlAnalysisException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The parsed command line: {@code lint|lineage [--catalog DDL.sql] [--format json|text]
 * [--freshness-threshold MINUTES] FILE.sql...} or {@code policy [--role ROLE] [--policy FILE]
 * [--warehouse URI] [--format text|json] FILE.sql...}; {@code plan} and {@code apply} are {@link RemoteArguments}.
 */
record CliArguments(String command, Path catalog, String format, Duration freshnessThreshold, List<Path> files,
                    String role, Path policy, String warehouse) {

    static final String USAGE = """
            usage: java -jar freshet-sql.jar lint [--catalog DDL.sql] [--format text|json] \
            [--freshness-threshold MINUTES] FILE.sql...
              Prints the diagnostics of the scripts. The scripts are checked in the order given, each seeing
              the tables the catalog file and the scripts before it create.
              Exit code: 0 no ERROR, 1 at least one ERROR, 2 bad usage or unreadable file.
            usage: java -jar freshet-sql.jar lineage [--catalog DDL.sql] FILE.sql...
              Prints the column lineage (JSON) of every INSERT, CREATE TABLE AS and CREATE MATERIALIZED TABLE.
            usage: java -jar freshet-sql.jar policy [--role VIEWER|DEVELOPER|ADMIN] [--policy POLICY.json] \
            [--warehouse URI] [--format text|json] FILE.sql...
              Prints what the statement policy refuses (default role DEVELOPER, default policy the built-in one;
              paths are allowed only inside --warehouse and the policy's path roots). No catalog is needed.
              Exit code: 0 nothing refused, 1 something refused, 2 bad usage or unreadable file.
            usage: java -jar freshet-sql.jar plan|apply --server URL [--token-file FILE] --project NAME [--json] \
            [--recreate-changed] [--environment PREFIX] [--allow-http]
                   plan also takes [--ref BRANCH]
                   apply also takes [--no-follow-ups] [--poll-interval SECONDS] [--timeout MINUTES]
              The Freshet server plans (or deploys) its project NAME as the API token's user: the token is read
              from FILE or the environment variable FRESHET_TOKEN, never from the command line. plan prints the
              plan (--json: the server's JSON); apply starts a deployment, prints each step as it ends, runs the
              offered first refreshes and backfills (unless --no-follow-ups); changed tables are re-created only
              with --recreate-changed (plan with it shows what such an apply does). Plain http is refused except
              to this machine or with --allow-http. --environment dev_ plans (or deploys) the project into
              its own databases prefixed dev_ (lower-case letters, digits, underscores), production untouched.
              --ref BRANCH plans that branch of the project's git repository (a pull request's) instead of the
              server's copy, which stays as it is; an apply always deploys the server's copy.
              Exit code: plan 0 nothing to do, 2 changes; apply 0 deployed, 1 failed; 1 for any error (bad
              usage, unreachable server, token refused, role refused, the server's error message).
            usage: java -jar freshet-sql.jar pull --server URL [--token-file FILE] --project NAME [--json] \
            [--allow-http]
              The server pulls the project's linked git branch into its copy (as the Git page's Pull does), e.g.
              on main before apply. Exit code: 0 pulled; 1 when scripts changed on both sides (both texts are
              kept for someone to choose on the Git page) or for any error.""";

    private static final List<String> POLICY_OPTIONS = List.of("--role", "--policy", "--warehouse");

    CliArguments {
        files = List.copyOf(files);
    }

    static CliArguments parse(String[] args) {
        if (args.length == 0) {
            throw new SqlAnalysisException("no command given\n" + USAGE);
        }
        String command = args[0];
        Path catalog = null;
        String format = "text";
        Duration threshold = Duration.ofMinutes(30);
        List<Path> files = new ArrayList<>();
        String role = null;
        Path policy = null;
        String warehouse = null;
        for (int i = 1; i < args.length; i++) {
            String option = args[i];
            if (option.startsWith("--") && !option.equals("--format")
                    && POLICY_OPTIONS.contains(option) != command.equals("policy")) {
                throw new SqlAnalysisException(option + " does not apply to " + command + "\n" + USAGE);
            }
            switch (option) {
                case "--catalog" -> catalog = Path.of(value(args, ++i, "--catalog"));
                case "--format" -> format = value(args, ++i, "--format");
                case "--freshness-threshold" -> threshold = minutes(value(args, ++i, "--freshness-threshold"));
                case "--role" -> role = value(args, ++i, "--role");
                case "--policy" -> policy = Path.of(value(args, ++i, "--policy"));
                case "--warehouse" -> warehouse = value(args, ++i, "--warehouse");
                default -> {
                    if (args[i].startsWith("--")) {
                        throw new SqlAnalysisException("unknown option " + args[i] + "\n" + USAGE);
                    }
                    files.add(Path.of(args[i]));
                }
            }
        }
        if (!format.equals("text") && !format.equals("json")) {
            throw new SqlAnalysisException("--format must be text or json, not " + format);
        }
        if (files.isEmpty()) {
            throw new SqlAnalysisException("no FILE.sql given\n" + USAGE);
        }
        return new CliArguments(command, catalog, format, threshold, files, role, policy, warehouse);
    }

    private static String value(String[] args, int index, String option) {
        if (index >= args.length) {
            throw new SqlAnalysisException(option + " needs a value\n" + USAGE);
        }
        return args[index];
    }

    private static Duration minutes(String text) {
        try {
            return Duration.ofMinutes(Long.parseLong(text));
        } catch (NumberFormatException e) {
            throw new SqlAnalysisException("--freshness-threshold takes whole minutes, not " + text, e);
        }
    }
}

package io.freshet.analysis.cli;

import io.freshet.analysis.SqlAnalysisException;
import java.io.PrintStream;
import java.util.Map;

/**
 * The {@code freshet-sql.jar} command line: Flink SQL checks for CI and the terminal, and the headless plan and apply
 * of a project on a Freshet server.
 */
public final class FreshetSql {

    /** Exit code for bad usage or unreadable input. */
    static final int USAGE_ERROR = 2;

    private FreshetSql() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Runs a command and returns its exit code; never throws for bad input. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return run(args, out, err, System.getenv());
    }

    /** As {@link #run(String[], PrintStream, PrintStream)}, with the environment ({@code FRESHET_TOKEN}) given. */
    static int run(String[] args, PrintStream out, PrintStream err, Map<String, String> env) {
        if (args.length > 0 && RemoteCommand.handles(args[0])) {
            // their exit code 2 means "changes": bad usage is an error, 1
            return RemoteCommand.run(args, out, err, env);
        }
        try {
            CliArguments parsed = CliArguments.parse(args);
            return switch (parsed.command()) {
                case "lint" -> ScriptsCommand.run(parsed, out);
                case "lineage" -> ScriptsCommand.lineage(parsed, out);
                case "policy" -> PolicyCommand.run(parsed, out);
                default -> throw new SqlAnalysisException("unknown command " + parsed.command() + "\n"
                        + CliArguments.USAGE);
            };
        } catch (SqlAnalysisException e) {
            err.println("freshet-sql: " + e.getMessage());
            return USAGE_ERROR;
        }
    }
}

package io.freshet.analysis.cli;

import io.freshet.analysis.SqlAnalysisException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The parsed command line: {@code lint|lineage [--catalog DDL.sql] [--format json|text]
 * [--freshness-threshold MINUTES] FILE.sql...}.
 */
record CliArguments(String command, Path catalog, String format, Duration freshnessThreshold, List<Path> files) {

    static final String USAGE = """
            usage: java -jar freshet-sql.jar lint [--catalog DDL.sql] [--format text|json] \
            [--freshness-threshold MINUTES] FILE.sql...
              Prints the diagnostics of the scripts. The scripts are checked in the order given, each seeing
              the tables the catalog file and the scripts before it create.
              Exit code: 0 no ERROR, 1 at least one ERROR, 2 bad usage or unreadable file.
            usage: java -jar freshet-sql.jar lineage [--catalog DDL.sql] FILE.sql...
              Prints the column lineage (JSON) of every INSERT, CREATE TABLE AS and CREATE MATERIALIZED TABLE.""";

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
        for (int i = 1; i < args.length; i++) {
            switch (args[i]) {
                case "--catalog" -> catalog = Path.of(value(args, ++i, "--catalog"));
                case "--format" -> format = value(args, ++i, "--format");
                case "--freshness-threshold" -> threshold = minutes(value(args, ++i, "--freshness-threshold"));
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
        return new CliArguments(command, catalog, format, threshold, files);
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

package io.freshet.analysis.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.freshet.analysis.ScriptAnalysis;
import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.SqlAnalysisException;
import io.freshet.analysis.catalog.CatalogSnapshot;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code lint} and {@code lineage}: validate the catalog file and the scripts in order, then print every
 * diagnostic, or the column lineage of every statement that writes a table.
 */
final class ScriptsCommand {

    private ScriptsCommand() {
    }

    /** Returns the exit code: 1 when any ERROR was found, else 0. */
    static int run(CliArguments args, PrintStream out) {
        return run(args, out, false);
    }

    /** Prints the lineage JSON; the exit code is 1 when any script has an ERROR (its lineage is partial). */
    static int lineage(CliArguments args, PrintStream out) {
        return run(args, out, true);
    }

    private static int run(CliArguments args, PrintStream out, boolean lineageOutput) {
        ScriptAnalyzer analyzer = new ScriptAnalyzer(args.freshnessThreshold());
        CatalogSnapshot catalog = CatalogSnapshot.empty();
        List<FileDiagnostic> diagnostics = new ArrayList<>();
        List<FileLineage> lineage = new ArrayList<>();
        boolean errors = false;
        List<Path> inputs = new ArrayList<>();
        if (args.catalog() != null) {
            inputs.add(args.catalog());
        }
        inputs.addAll(args.files());
        for (Path file : inputs) {
            ScriptAnalysis analysis = analyzer.validate(read(file), catalog);
            analysis.diagnostics().forEach(d -> diagnostics.add(FileDiagnostic.of(file.toString(), d)));
            if (!file.equals(args.catalog())) {
                analysis.lineage().forEach(l -> lineage.add(FileLineage.of(file.toString(), l)));
            }
            errors |= analysis.hasErrors();
            catalog = analysis.catalogAfter();
        }
        if (lineageOutput) {
            out.println(json(Map.of("statements", lineage)));
        } else {
            print(diagnostics, args.format(), out);
        }
        return errors ? 1 : 0;
    }

    private static void print(List<FileDiagnostic> diagnostics, String format, PrintStream out) {
        if (format.equals("json")) {
            out.println(json(Map.of("diagnostics", diagnostics)));
            return;
        }
        diagnostics.forEach(d -> out.println(d.asText()));
        long errorCount = diagnostics.stream().filter(d -> d.severity().equals("ERROR")).count();
        out.println(errorCount + " error(s), " + (diagnostics.size() - errorCount) + " other diagnostic(s)");
    }

    static String json(Object value) {
        try {
            return new ObjectMapper().writeValueAsString(value);
        } catch (IOException e) {
            throw new SqlAnalysisException("could not write JSON: " + e.getMessage(), e);
        }
    }

    static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new SqlAnalysisException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }
}

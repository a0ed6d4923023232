package io.freshet.backend.architecture;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The Java sources of every Maven module in the repository, found by walking it from the top-level pom, so modules
 * that move or split (e.g. {@code ide-ui} into {@code ide-ui/api} and {@code ide-ui/views}) are read without changes.
 */
record SourceTree(Path root, List<SourceFile> files) {

    private static final Set<String> SKIPPED = Set.of("target", "node_modules", ".git", "frontend", "src");
    private static final Pattern PACKAGE = Pattern.compile("^package\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);

    /** Reads the repository that holds the working directory (Maven runs tests in the module's directory). */
    static SourceTree read() {
        Path root = Path.of("").toAbsolutePath();
        while (root.getParent() != null && Files.exists(root.getParent().resolve("pom.xml"))) {
            root = root.getParent();
        }
        try (Stream<Path> dirs = modules(root)) {
            Path top = root;
            List<SourceFile> files = dirs.flatMap(module -> Stream.of("main", "test")
                    .flatMap(scope -> sources(top, module, scope).stream())).toList();
            return new SourceTree(root, files);
        }
    }

    /** The main sources only. */
    List<SourceFile> main() {
        return files.stream().filter(SourceFile::main).toList();
    }

    private static Stream<Path> modules(Path root) {
        try {
            return Files.walk(root, 4)
                    .filter(dir -> Files.isDirectory(dir.resolve("src")) && Files.exists(dir.resolve("pom.xml")))
                    .filter(dir -> Stream.of(root.relativize(dir).toString().split("[/\\\\]"))
                            .noneMatch(SKIPPED::contains));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<SourceFile> sources(Path root, Path module, String scope) {
        Path java = module.resolve("src").resolve(scope).resolve("java");
        if (!Files.isDirectory(java)) {
            return List.of();
        }
        String name = root.relativize(module).toString().replace('\\', '/');
        try (Stream<Path> paths = Files.walk(java)) {
            return paths.filter(p -> p.toString().endsWith(".java")).map(p -> {
                try {
                    String text = Files.readString(p);
                    Matcher m = PACKAGE.matcher(text);
                    String pkg = m.find() ? m.group(1) : "";
                    String relative = java.relativize(p).toString().replace('\\', '/');
                    return new SourceFile(name, scope.equals("main"), relative, pkg, text);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * One source file.
     *
     * @param module the module's directory relative to the repository root, e.g. {@code sql-analysis}
     * @param path   the file relative to its source root, e.g. {@code io/freshet/analysis/SqlScript.java}
     */
    record SourceFile(String module, boolean main, String path, String pkg, String text) {

        /** The code without comments; string literals kept. */
        String code() {
            return JavaText.strip(text, false);
        }

        /** The code without comments and with every string and char literal emptied. */
        String codeOnly() {
            return JavaText.strip(text, true);
        }

        /** Where it is, for a failure message. */
        String where() {
            return module + ": " + path;
        }

        long lines() {
            return text.lines().count();
        }
    }
}

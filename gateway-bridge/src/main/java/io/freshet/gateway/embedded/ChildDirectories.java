package io.freshet.gateway.embedded;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Map;

/** Prepares the home before a start: directories, an empty temporary directory, the Flink configuration. */
final class ChildDirectories {

    private ChildDirectories() {
    }

    /** Creates the directories and writes the child's Flink configuration. */
    static void prepare(EmbeddedFlinkLayout layout, Map<String, String> flinkConfig) {
        try {
            createDirectories(layout);
            EmbeddedFlinkConfig.write(flinkConfig, layout.flinkConfigFile());
        } catch (IOException e) {
            throw StartChecks.startError("Cannot prepare the Freshet home " + layout.home() + ": " + StartChecks.reason(e));
        }
    }

    private static void createDirectories(EmbeddedFlinkLayout layout) throws IOException {
        for (Path dir : new Path[] {layout.warehouse(), layout.catalogStore(), layout.checkpoints(),
                layout.savepoints(), layout.logDir(), layout.confDir()}) {
            Files.createDirectories(dir);
        }
        RestToken.restrictDirectory(layout.confDir());
        // the previous start's log tells why it died: moved aside, never overwritten
        LogRotation.rotate(layout.logFile(), LogRotation.KEPT);
        // only a killed child leaves files here (blobs, unpacked planner jars); nothing in it survives a restart
        deleteRecursively(layout.tmpDir());
        Files.createDirectories(layout.tmpDir());
    }

    private static void deleteRecursively(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        Files.walkFileTree(dir, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.delete(file);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path visited, IOException failure) throws IOException {
                Files.delete(visited);
                return FileVisitResult.CONTINUE;
            }
        });
    }
}

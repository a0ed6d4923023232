package io.freshet.backend.projects;

import io.freshet.ui.common.ServiceException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

/** Reads a project folder on the server's disk (the sample project at first start). */
public final class ProjectFolder {

    private ProjectFolder() {
    }

    public static ProjectBundle read(Path dir) {
        Map<String, byte[]> files = new LinkedHashMap<>();
        Set<String> dirs = new TreeSet<>();
        long total = 0;
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted().toList()) {
                String relative = dir.relativize(p).toString().replace('\\', '/');
                if (relative.isEmpty()) {
                    continue;
                }
                if (Files.isDirectory(p)) {
                    dirs.add(relative + "/");
                } else if (Files.isRegularFile(p)) {
                    total += Files.size(p);
                    if (total > ProjectZip.MAX_TOTAL_BYTES) {
                        throw new ServiceException(dir + " holds more than "
                                + ProjectZip.MAX_TOTAL_BYTES / 1024 / 1024 + " MB.");
                    }
                    files.put(relative, Files.readAllBytes(p));
                }
            }
        } catch (IOException e) {
            throw new ServiceException("Could not read the project folder " + dir + ": " + e.getMessage(), e);
        }
        Path fileName = dir.toAbsolutePath().normalize().getFileName();
        return ProjectFiles.bundle(fileName == null ? "imported" : fileName.toString(), files, dirs);
    }
}

package io.freshet.backend.deploy;

import io.freshet.backend.projects.ProjectManifest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The name of the sample project a first start imports, from its folder's manifest (the folder's name without one). */
final class SampleName {

    private SampleName() {
    }

    static String of(String folder) {
        if (folder == null || folder.isBlank()) {
            return "";
        }
        Path dir = Path.of(folder).toAbsolutePath().normalize();
        try {
            String name = ProjectManifest.parse(Files.readString(dir.resolve("freshet-project.json"))).name();
            return name == null ? dir.getFileName().toString() : name;
        } catch (IOException | RuntimeException unreadable) {
            return dir.getFileName() == null ? "" : dir.getFileName().toString();
        }
    }
}

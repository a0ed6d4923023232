package io.freshet.testing;

import io.freshet.analysis.SqlScript;
import io.freshet.analysis.quoting.SqlQuoting;
import io.freshet.analysis.script.Statement;
import io.freshet.backend.projects.ProjectBundle;
import io.freshet.backend.projects.ProjectManifest;
import io.freshet.gateway.client.GatewaySession;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Runs a project folder's scripts in manifest order on one session, starting in its default catalog: a test
 * fixture for a lakehouse to test against, split by the same splitter the product uses.
 */
public final class ProjectScripts {

    private ProjectScripts() {
    }

    /** Runs every statement; the first failing one fails the fixture with the gateway's error. */
    public static void deploy(GatewaySession session, Path projectDir) {
        ProjectManifest manifest = ProjectManifest.parse(read(projectDir.resolve(ProjectBundle.MANIFEST)));
        session.execute("USE CATALOG " + SqlQuoting.identifier(manifest.defaultCatalog()));
        for (String script : manifest.scripts()) {
            for (Statement statement : SqlScript.of(read(projectDir.resolve(script))).statements()) {
                session.execute(statement.text());
            }
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + file, e);
        }
    }
}

package io.freshet.gateway.project;

import io.freshet.analysis.quoting.SqlQuoting;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.mt.TableName;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Test fixture: runs a project's scripts in manifest order on one session, starting in its default catalog. */
public final class ProjectDeployer {

    private static final Pattern CREATE_MT = Pattern.compile(
            "^CREATE\\s+MATERIALIZED\\s+TABLE\\s+((?:`[^`]+`|[\\w$]+)(?:\\.(?:`[^`]+`|[\\w$]+)){0,2})",
            Pattern.CASE_INSENSITIVE);

    private ProjectDeployer() {
    }

    /**
     * Deploys; a failing statement stops the deployment with a STATEMENT error that names the script
     * position (statement number) in its message. The default catalog must exist.
     */
    public static DeployReport deploy(GatewaySession session, Path projectDir) {
        ProjectManifest manifest = ProjectManifest.read(projectDir);
        long start = System.nanoTime();
        session.execute("USE CATALOG " + SqlQuoting.identifier(manifest.defaultCatalog()));
        List<String> statements = manifest.statements(projectDir);
        List<TableName> materializedTables = new ArrayList<>();
        for (int i = 0; i < statements.size(); i++) {
            String statement = statements.get(i);
            try {
                session.execute(statement);
            } catch (GatewayException e) {
                throw new GatewayException(e.kind(), "Statement " + (i + 1) + " of project " + manifest.name()
                        + " failed: " + e.userMessage(), statement + "\n\n" + e.details(), e.position().orElse(null), e);
            }
            Matcher created = CREATE_MT.matcher(statement);
            if (created.find()) {
                materializedTables.add(TableName.parse(created.group(1).replace("`", "")));
            }
        }
        return new DeployReport(manifest, statements.size(), materializedTables,
                Duration.ofNanos(System.nanoTime() - start));
    }

    /** What a deployment did. */
    public record DeployReport(ProjectManifest manifest, int statements, List<TableName> materializedTables,
            Duration elapsed) {

        public DeployReport {
            materializedTables = List.copyOf(materializedTables);
        }
    }
}

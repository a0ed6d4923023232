package io.freshet.gateway.project;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** The e-commerce sample project's manifest, and its scripts split as the deployment runs them. */
class ProjectManifestTest {

    @Test
    void ecommerceManifestListsScriptsThatExist() {
        Path project = Path.of("..", "sample-projects", "ecommerce");
        ProjectManifest manifest = ProjectManifest.read(project);

        assertThat(manifest.name()).isEqualTo("ecommerce");
        assertThat(manifest.defaultCatalog()).isEqualTo("lakehouse");
        assertThat(manifest.scripts()).allSatisfy(script -> assertThat(project.resolve(script)).isRegularFile());
        // the comments before a statement belong to none: each starts at its first word, as the deployer reads it
        assertThat(manifest.statements(project)).filteredOn(s -> s.startsWith("CREATE MATERIALIZED TABLE"))
                .hasSize(5);
        assertThat(manifest.statements(project)).noneMatch(s -> s.startsWith("--") || s.endsWith(";"));
    }
}

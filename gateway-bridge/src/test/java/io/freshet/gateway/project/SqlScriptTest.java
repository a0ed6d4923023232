package io.freshet.gateway.project;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** Script splitting, and the e-commerce sample project's manifest. */
class SqlScriptTest {

    @Test
    void semicolonsInStringsIdentifiersAndCommentsDoNotSplit() {
        String script = """
                -- a comment; with a semicolon
                SET 'a' = 'x;y';
                /* block; comment */ SELECT `we;ird`, 'it''s; fine' FROM t;
                
                -- trailing comment only
                """;

        assertThat(SqlScript.split(script)).containsExactly(
                "SET 'a' = 'x;y'",
                "SELECT `we;ird`, 'it''s; fine' FROM t");
    }

    @Test
    void lastStatementNeedsNoSemicolon() {
        assertThat(SqlScript.split("SELECT 1; SELECT 2")).containsExactly("SELECT 1", "SELECT 2");
    }

    @Test
    void ecommerceManifestListsScriptsThatExist() {
        Path project = Path.of("..", "sample-projects", "ecommerce");
        ProjectManifest manifest = ProjectManifest.read(project);

        assertThat(manifest.name()).isEqualTo("ecommerce");
        assertThat(manifest.defaultCatalog()).isEqualTo("lakehouse");
        assertThat(manifest.scripts()).allSatisfy(script -> assertThat(project.resolve(script)).isRegularFile());
        assertThat(manifest.statements(project)).filteredOn(s -> s.startsWith("CREATE MATERIALIZED TABLE"))
                .hasSize(5);
    }
}

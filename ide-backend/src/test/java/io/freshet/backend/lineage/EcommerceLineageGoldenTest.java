package io.freshet.backend.lineage;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.freshet.ui.lineage.LineageGraph;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Issue 8 acceptance: the table and column lineage of the whole ecommerce sample project equals the reviewed
 * {@code golden/lineage/ecommerce.expected.json} (regenerate with {@code -Dgolden.update=true}, then review).
 */
class EcommerceLineageGoldenTest {

    private static final Path EXPECTED = Path.of("src", "test", "resources", "golden", "lineage",
            "ecommerce.expected.json");
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
            .setSerializationInclusion(JsonInclude.Include.NON_NULL);

    @Test
    void wholeSampleProjectMatchesTheReviewedLineage() throws Exception {
        ScriptLineages lineages = new ScriptLineages();
        lineages.update(SampleProjects.scripts(SampleProjects.ECOMMERCE), SampleProjects.emptyLakehouse());
        LineageGraph graph = LineageIndex.build("ecommerce", SampleProjects.emptyLakehouse(), lineages).graph();

        assertThat(graph.problems()).isEmpty();
        String actual = JSON.writeValueAsString(graph) + "\n";
        if (Boolean.getBoolean("golden.update")) {
            Files.writeString(EXPECTED, actual);
            return;
        }
        assertThat(EXPECTED).as("expected file (regenerate with -Dgolden.update=true)").exists();
        assertThat(actual).isEqualTo(Files.readString(EXPECTED));
    }
}

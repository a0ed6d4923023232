package io.freshet.backend.lineage;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.backend.warehouse.LiveCatalog;
import io.freshet.ui.scripts.ScriptDocument;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** The repository's sample projects as the script service would hand them out, in manifest order. */
final class SampleProjects {

    static final Path ECOMMERCE = Path.of("..", "sample-projects", "ecommerce");

    private SampleProjects() {
    }

    /** The scripts of a sample project folder, ids from 1 in manifest order, version 1. */
    static List<ScriptDocument> scripts(Path folder) {
        try {
            JsonNode manifest = new ObjectMapper().readTree(folder.resolve("freshet-project.json").toFile());
            List<ScriptDocument> scripts = new ArrayList<>();
            for (JsonNode name : manifest.get("scripts")) {
                String text = Files.readString(folder.resolve(name.asText()));
                scripts.add(new ScriptDocument(scripts.size() + 1, manifest.get("name").asText(), name.asText(), text,
                        1, "test", Instant.EPOCH));
            }
            return scripts;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Freshet's Paimon catalog before anything ran: empty, current with its default database. */
    static CatalogSnapshot emptyLakehouse() {
        return LiveCatalog.emptyCatalog("lakehouse");
    }
}

package io.freshet.backend.projects;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.freshet.ui.common.ServiceException;
import java.util.List;

/** The {@code freshet-project.json} manifest: project settings and the scripts in run order. */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ProjectManifest(String name, String title, String description, String defaultCatalog,
                              String defaultDatabase, List<String> scripts) {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    public ProjectManifest {
        scripts = scripts == null ? List.of() : List.copyOf(scripts);
    }

    /** Reads a manifest, refusing malformed JSON with the parser's position. */
    public static ProjectManifest parse(String json) {
        try {
            return JSON.readValue(json, ProjectManifest.class);
        } catch (JsonProcessingException e) {
            var at = e.getLocation();
            throw new ServiceException(ProjectBundle.MANIFEST + " is not valid JSON" + (at == null ? "" : " (line "
                    + at.getLineNr() + ", column " + at.getColumnNr() + ")") + ": " + e.getOriginalMessage());
        }
    }

    /** The manifest describing a bundle. */
    public static ProjectManifest of(ProjectBundle bundle) {
        return new ProjectManifest(bundle.name(), bundle.title(), bundle.description(), bundle.defaultCatalog(),
                bundle.defaultDatabase(), bundle.scripts().stream().map(ProjectBundle.File::path).toList());
    }

    public String toJson() {
        try {
            return JSON.writeValueAsString(this) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a manifest record always serializes", e);
        }
    }
}

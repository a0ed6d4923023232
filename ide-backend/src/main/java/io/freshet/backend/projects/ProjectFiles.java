package io.freshet.backend.projects;

import io.freshet.backend.scripts.ProjectPaths;
import io.freshet.backend.scripts.ScriptInput;
import io.freshet.ui.common.ServiceException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Turns the files of a project folder (from a zip or a directory) into a bundle: the manifest's scripts in
 * its order, then any other {@code .sql} files by path. Hidden files and folders are skipped.
 */
final class ProjectFiles {

    private ProjectFiles() {
    }

    /**
     * @param fallbackName the name when neither a manifest nor a single top folder names the project
     * @param files        file path ('/'-separated) to content
     * @param dirs         directory paths, so that empty folders survive
     */
    static ProjectBundle bundle(String fallbackName, Map<String, byte[]> files, Set<String> dirs) {
        String manifestKey = files.keySet().stream().filter(ProjectFiles::visible)
                .filter(k -> k.equals(ProjectBundle.MANIFEST) || k.endsWith("/" + ProjectBundle.MANIFEST))
                .min(Comparator.comparingInt(String::length)).orElse(null);
        String root = manifestKey != null ? manifestKey.substring(0, manifestKey.length() - ProjectBundle.MANIFEST.length())
                : singleTopFolder(files.keySet());
        ProjectManifest manifest = manifestKey == null ? null : ProjectManifest.parse(text(manifestKey, files.get(manifestKey)));
        String name = manifest != null && manifest.name() != null && !manifest.name().isBlank() ? manifest.name()
                : !root.isEmpty() ? root.substring(0, root.length() - 1) : fallbackName;
        List<ProjectBundle.File> scripts = new ArrayList<>();
        Set<String> taken = new LinkedHashSet<>();
        if (manifest != null) {
            for (String listed : manifest.scripts()) {
                String path = ProjectPaths.path("script path " + listed + " in the manifest", listed);
                byte[] content = files.get(root + path);
                if (content == null) {
                    throw new ServiceException("The manifest lists " + path + " but the project has no such file.");
                }
                if (taken.add(path)) {
                    scripts.add(new ProjectBundle.File(path, text(path, content)));
                }
            }
        }
        new TreeSet<>(files.keySet()).stream().filter(k -> k.startsWith(root) && visible(k))
                .map(k -> k.substring(root.length())).filter(p -> p.toLowerCase().endsWith(".sql"))
                .filter(p -> !taken.contains(p)).forEach(p -> scripts.add(
                        new ProjectBundle.File(ProjectPaths.path("file path", p), text(p, files.get(root + p)))));
        List<String> folders = dirs.stream().map(d -> d.endsWith("/") ? d.substring(0, d.length() - 1) : d)
                .filter(d -> d.startsWith(root) && d.length() > root.length() && visible(d))
                .map(d -> ProjectPaths.path("folder", d.substring(root.length()))).sorted().toList();
        if (scripts.isEmpty() && folders.isEmpty()) {
            throw new ServiceException("Nothing to import: no " + ProjectBundle.MANIFEST + " and no .sql files found.");
        }
        return new ProjectBundle(ProjectPaths.projectName(name), manifest == null ? null : manifest.title(),
                manifest == null ? null : manifest.description(), manifest == null ? null : manifest.defaultCatalog(),
                manifest == null ? null : manifest.defaultDatabase(), folders, scripts);
    }

    /** "top/" when every file sits in one top folder, else "". */
    private static String singleTopFolder(Set<String> paths) {
        Set<String> tops = new TreeSet<>();
        for (String p : paths) {
            if (!visible(p)) {
                continue;
            }
            int slash = p.indexOf('/');
            tops.add(slash < 0 ? "" : p.substring(0, slash + 1));
        }
        return tops.size() == 1 ? tops.iterator().next() : "";
    }

    /** Skips hidden files and folders and macOS archive debris; "." and ".." stay, for validation to refuse. */
    private static boolean visible(String path) {
        for (String segment : path.split("/")) {
            boolean hidden = segment.startsWith(".") && !segment.equals(".") && !segment.equals("..");
            if (hidden || segment.equals("__MACOSX")) {
                return false;
            }
        }
        return true;
    }

    private static String text(String path, byte[] bytes) {
        try {
            String text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
            text = text.startsWith("\uFEFF") ? text.substring(1) : text;
            try {
                return ScriptInput.content(text);
            } catch (ServiceException tooBig) {
                throw new ServiceException(path + ": " + tooBig.userMessage());
            }
        } catch (CharacterCodingException e) {
            throw new ServiceException(path + " is not UTF-8 text.");
        }
    }
}

package io.freshet.backend.projects;

import io.freshet.ui.common.ServiceException;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/** A project as a zip: one top folder named after the project, with the manifest, folders and scripts. */
public final class ProjectZip {

    /** Limits that stop a zip bomb before it fills the memory. */
    static final long MAX_TOTAL_BYTES = 50L * 1024 * 1024;
    static final int MAX_ENTRIES = 10_000;

    private ProjectZip() {
    }

    /** Writes the bundle; reading the result gives the same bundle back. */
    public static byte[] write(ProjectBundle bundle) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        String root = bundle.name() + "/";
        try (ZipOutputStream zip = new ZipOutputStream(bytes, StandardCharsets.UTF_8)) {
            put(zip, root + ProjectBundle.MANIFEST, ProjectManifest.of(bundle).toJson());
            for (String folder : bundle.folders()) {
                zip.putNextEntry(new ZipEntry(root + folder + "/"));
                zip.closeEntry();
            }
            for (ProjectBundle.File script : bundle.scripts()) {
                put(zip, root + script.path(), script.content());
            }
        } catch (IOException e) {
            throw new IllegalStateException("writing to memory does not fail", e);
        }
        return bytes.toByteArray();
    }

    /** Reads a zip of a project folder; {@code fileName} names the project when nothing else does. */
    public static ProjectBundle read(String fileName, byte[] zip) {
        Map<String, byte[]> files = new LinkedHashMap<>();
        Set<String> dirs = new TreeSet<>();
        long total = 0;
        try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip), StandardCharsets.UTF_8)) {
            ZipEntry entry;
            while ((entry = in.getNextEntry()) != null) {
                if (files.size() + dirs.size() >= MAX_ENTRIES) {
                    throw new ServiceException("The zip has more than " + MAX_ENTRIES + " entries.");
                }
                String name = entry.getName().replace('\\', '/');
                if (entry.isDirectory()) {
                    dirs.add(name);
                    continue;
                }
                byte[] content = readLimited(in, MAX_TOTAL_BYTES - total);
                total += content.length;
                files.put(name, content);
                int slash = name.lastIndexOf('/');
                if (slash > 0) {
                    dirs.add(name.substring(0, slash + 1));
                }
            }
        } catch (ZipException e) {
            throw new ServiceException(fileName + " is not a readable zip file: " + e.getMessage());
        } catch (IOException e) {
            throw new ServiceException("Could not read " + fileName + ": " + e.getMessage());
        }
        if (files.isEmpty()) {
            throw new ServiceException(fileName + " is empty or not a zip file.");
        }
        String base = fileName == null ? "imported" : fileName.replaceFirst("(?i)\\.zip$", "");
        return ProjectFiles.bundle(base.isBlank() ? "imported" : base, files, dirs);
    }

    private static byte[] readLimited(InputStream in, long budget) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        int n;
        while ((n = in.read(buffer)) > 0) {
            out.write(buffer, 0, n);
            if (out.size() > budget) {
                throw new ServiceException("The zip unpacks to more than " + MAX_TOTAL_BYTES / 1024 / 1024 + " MB.");
            }
        }
        return out.toByteArray();
    }

    private static void put(ZipOutputStream zip, String name, String text) throws IOException {
        zip.putNextEntry(new ZipEntry(name));
        zip.write(text.getBytes(StandardCharsets.UTF_8));
        zip.closeEntry();
    }
}

package io.freshet.backend.scripts;

import io.freshet.ui.common.ServiceException;

/** Rules for project names and folder/script paths, refused with a message that names the problem. */
public final class ProjectPaths {

    public static final int MAX_PATH = 1000;
    public static final int MAX_SEGMENT = 255;
    public static final int MAX_PROJECT = 200;

    private ProjectPaths() {
    }

    /** A project name: one segment, no slashes. */
    public static String projectName(String value) {
        String name = value == null ? "" : value.strip();
        if (name.isEmpty()) {
            throw new ServiceException("The project name must not be empty.");
        }
        segment("project name", name, MAX_PROJECT);
        if (name.contains("/")) {
            throw new ServiceException("The project name must not contain '/'.");
        }
        return name;
    }

    /** A relative path of folders and a file or folder name, e.g. {@code dwd/orders.sql}. */
    public static String path(String what, String value) {
        String path = value == null ? "" : value.strip();
        if (path.isEmpty()) {
            throw new ServiceException("The " + what + " must not be empty.");
        }
        if (path.length() > MAX_PATH) {
            throw new ServiceException("The " + what + " is longer than " + MAX_PATH + " characters.");
        }
        if (path.indexOf('\\') >= 0) {
            throw new ServiceException("The " + what + " must use '/' between folders, not '\\': " + path);
        }
        if (path.startsWith("/")) {
            throw new ServiceException("The " + what + " must be relative to the project (no leading '/'): " + path);
        }
        for (String segment : path.split("/", -1)) {
            segment(what, segment, MAX_SEGMENT);
        }
        return path;
    }

    /** A script path: as {@link #path}, with {@code .sql} appended when it has no extension. */
    public static String scriptPath(String value) {
        String path = path("script path", value);
        String name = path.substring(path.lastIndexOf('/') + 1);
        return name.contains(".") ? path : path + ".sql";
    }

    /** Joins a folder (empty for the root) and a name. */
    public static String join(String folder, String name) {
        return folder == null || folder.isEmpty() ? name : folder + "/" + name;
    }

    /** Whether {@code path} is {@code folder} itself or inside it. */
    public static boolean within(String path, String folder) {
        return path.equals(folder) || path.startsWith(folder + "/");
    }

    private static String segment(String what, String segment, int max) {
        if (segment.isEmpty()) {
            throw new ServiceException("The " + what + " has an empty folder or file name (check for '//' or a"
                    + " trailing '/').");
        }
        if (segment.equals(".") || segment.equals("..")) {
            throw new ServiceException("The " + what + " must not contain '" + segment + "'.");
        }
        if (segment.length() > max) {
            throw new ServiceException("The " + what + " has a name longer than " + max + " characters.");
        }
        if (segment.chars().anyMatch(Character::isISOControl)) {
            throw new ServiceException("The " + what + " must not contain control characters.");
        }
        if (!segment.equals(segment.strip())) {
            throw new ServiceException("The " + what + " must not have spaces around a '/'.");
        }
        return segment;
    }
}

package io.freshet.gateway;

import java.nio.file.Path;

/** Local paths as the plain file URIs that Flink and Paimon options expect. */
public final class FileUris {

    private FileUris() {
    }

    /**
     * {@code file:///abs/path}, not {@link Path#toUri()}: Flink's and Paimon's Path parsing encodes
     * again, so toUri()'s %20 for a space would point at another directory.
     */
    public static String of(Path path) {
        String absolute = path.toAbsolutePath().normalize().toString().replace('\\', '/');
        return absolute.startsWith("/") ? "file://" + absolute : "file:///" + absolute;
    }
}

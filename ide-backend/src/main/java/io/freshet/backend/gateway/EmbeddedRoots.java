package io.freshet.backend.gateway;

import io.freshet.backend.home.FreshetHomeFiles;
import io.freshet.backend.home.FreshetHomeFiles.OwnFile;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.embedded.EmbeddedFlinkLayout;
import io.freshet.gateway.embedded.server.fsguard.AllowedRoots;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Keeps the embedded Flink's directories and the IDE's own files apart: the local directories Flink may
 * use (its home's data directories and a configured {@code file:} warehouse) must neither hold nor lie
 * inside the database, the secret key, the first administrator's password, results or logs.
 */
final class EmbeddedRoots {

    private EmbeddedRoots() {
    }

    /** A configured warehouse on the local disk ({@code file:} or no scheme) as a directory Flink may use. */
    static List<Path> extraRoots(String configuredWarehouse) {
        if (configuredWarehouse == null || configuredWarehouse.isBlank()) {
            return List.of();
        }
        String warehouse = configuredWarehouse.strip();
        URI uri;
        try {
            uri = URI.create(warehouse);
        } catch (IllegalArgumentException e) {
            return List.of(Path.of(warehouse).toAbsolutePath().normalize());
        }
        if (uri.getScheme() == null) {
            return List.of(Path.of(warehouse).toAbsolutePath().normalize());
        }
        if (!"file".equals(uri.getScheme().toLowerCase(Locale.ROOT)) || uri.getPath() == null) {
            return List.of();
        }
        return List.of(Path.of(uri.getPath()).toAbsolutePath().normalize());
    }

    /** Refuses to start when a directory Flink may use holds, or sits inside, one of the IDE's files. */
    static void checkApart(EmbeddedFlinkLayout layout, List<Path> extraRoots, FreshetHomeFiles files) {
        List<Path> flinkDirectories = new ArrayList<>(layout.allowedRoots(List.of()));
        flinkDirectories.add(layout.home());
        flinkDirectories.addAll(extraRoots);
        for (Path flinkDirectory : flinkDirectories) {
            AllowedRoots flinkSide = new AllowedRoots(List.of(flinkDirectory));
            for (OwnFile own : files.secrets()) {
                if (flinkSide.allows(own.path()) || new AllowedRoots(List.of(own.path())).allows(flinkDirectory)) {
                    throw refusal(flinkDirectory, own, extraRoots.contains(flinkDirectory), files.home());
                }
            }
        }
    }

    private static GatewayException refusal(Path flinkDirectory, OwnFile own, boolean isWarehouse, Path home) {
        String setting = isWarehouse ? "the warehouse (freshet.catalog.warehouse, FRESHET_CATALOG_WAREHOUSE)"
                : "the embedded Flink's home (" + flinkDirectory + ")";
        return new GatewayException(GatewayException.Kind.EMBEDDED_START, "The embedded Flink was not started:"
                + " " + setting + " overlaps Freshet's " + own.what() + " (" + own.path() + "), so statements"
                + " run in Flink could reach it. Choose a directory apart from " + home + "'s database, secret"
                + " key, results and logs.", "", null);
    }
}

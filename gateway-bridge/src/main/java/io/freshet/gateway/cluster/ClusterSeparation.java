package io.freshet.gateway.cluster;

import io.freshet.gateway.embedded.ChildFiles;
import io.freshet.gateway.embedded.ChildFiles.Entry;
import io.freshet.gateway.embedded.ChildFiles.Grant;
import io.freshet.gateway.embedded.ChildIdentity;
import io.freshet.gateway.embedded.ChildUser;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The cluster's processes under the embedded Flink's unprivileged OS user when the launcher runs as root
 * ({@value ChildUser#SETTING}, decided and applied by the embedded Flink's own {@link ChildIdentity} and
 * {@link ChildFiles}): who they run as, and who owns what in the cluster's home.
 */
final class ClusterSeparation {

    /** Who the cluster's processes are in messages. */
    static final String WHO = "the local cluster";

    private ClusterSeparation() {
    }

    /** The user every process runs as, or empty for the launcher's own; {@code jars} are every process's. */
    static Optional<ChildUser> choose(ClusterSettings settings, ClusterLayout layout, List<Path> jars, Path java) {
        return ChildIdentity.choose(WHO, settings.runAs(), List.of(layout.home()), settings.libDir(), jars, java);
    }

    /**
     * As the embedded Flink's plan: the launcher keeps the home and {@code conf/}, which the processes only pass (the
     * credentials file for tools of the launcher's user stays its own, 0600); the processes own the object store's
     * folder (warehouse, checkpoints, savepoints), the catalog store, {@code tmp/} and {@code log/}, and the two
     * configuration files they read. Flink's S3 plugin stays the launcher's, readable by all (see ClusterFiles).
     */
    static List<Entry> plan(ClusterLayout layout) {
        return List.of(new Entry(layout.home(), Grant.PASSAGE), new Entry(layout.confDir(), Grant.PASSAGE),
                new Entry(layout.objectStoreData(), Grant.TREE), new Entry(layout.catalogStore(), Grant.TREE),
                new Entry(layout.tmpDir(), Grant.TREE), new Entry(layout.logDir(), Grant.TREE),
                new Entry(layout.flinkConfigFile(), Grant.FILE), new Entry(layout.objectStoreProperties(), Grant.FILE));
    }

    /** Applies the plan before the processes start; a failure is a start error. */
    static void handOver(ClusterLayout layout, ChildUser user) {
        ChildFiles.handOver(plan(layout), user, WHO);
    }

    /**
     * Hands over what the launcher made below the object store's folder down to {@code dir}: each level the user does
     * not own yet, with everything below it.
     */
    static void handOverDown(ClusterLayout layout, Path dir, ChildUser user) {
        List<Entry> levels = new ArrayList<>();
        Path level = layout.objectStoreData();
        levels.add(new Entry(level, Grant.TREE));
        for (Path name : level.relativize(dir)) {
            level = level.resolve(name);
            levels.add(new Entry(level, Grant.TREE));
        }
        ChildFiles.handOver(levels, user, WHO);
    }
}

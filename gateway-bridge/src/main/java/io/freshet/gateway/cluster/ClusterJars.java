package io.freshet.gateway.cluster;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The jars the cluster's processes run: Flink's (the embedded Flink's lib plus the cluster's {@code lib/}), s3proxy's
 * fat jar, and Freshet's entry-point jar, which lends s3proxy the parent watch.
 */
record ClusterJars(List<Path> flink, Path s3proxy, Path entryPoint) {

    ClusterJars {
        flink = List.copyOf(flink);
    }

    static ClusterJars of(ClusterSettings settings) {
        List<Path> flink = new ArrayList<>(ClusterFiles.jars(settings.libDir()));
        flink.addAll(ClusterFiles.optionalJars(settings.clusterJarsDir().resolve("lib")));
        Path entryPoint = flink.stream().filter(j -> j.getFileName().toString().endsWith("-embedded.jar")).findFirst()
                .orElseThrow(() -> ClusterFiles.startError("The Freshet entry-point jar (*-embedded.jar) is missing"
                        + " from " + settings.libDir()));
        return new ClusterJars(flink, ClusterFiles.jars(settings.clusterJarsDir().resolve("s3proxy")).get(0),
                entryPoint);
    }

    /** Every jar of every process, for the check that the processes' user can read them. */
    List<Path> all() {
        List<Path> all = new ArrayList<>(flink);
        all.add(s3proxy);
        return List.copyOf(all);
    }
}

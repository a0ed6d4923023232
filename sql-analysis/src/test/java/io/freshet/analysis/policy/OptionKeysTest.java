package io.freshet.analysis.policy;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The key test: locations and class names are recognised, ordinary options are not mistaken for them. */
class OptionKeysTest {

    @ParameterizedTest
    @ValueSource(strings = {"path", "data-file.external-paths", "blob-external-storage-path", "global-index.external-path",
        "metadata.iceberg.hive-conf-dir", "hadoop-conf-dir", "execution.checkpointing.dir", "state.checkpoints.dir",
        "table.catalog-store.file.path", "warehouse", "properties.ssl.truststore.location", "properties.ssl.keystore.location",
        "properties.sasl.kerberos.keytab", "io.tmp.dirs", "protobuf.descriptor-file", "location"})
    void locationKeys(String key) {
        assertThat(OptionKeys.isPath(key)).as(key).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"file.format", "file.compression", "sink.rolling-policy.file-size", "source.path.regex-pattern",
        "sink.partition-commit.success-file.name", "data-file.external-paths.strategy", "data-file.prefix",
        "changelog-file.format", "target-file-size", "format", "connector", "bucket", "scan.startup.mode",
        "compaction.min.file-num", "lookup.cache-file-retention", "partition.default-name"})
    void ordinaryKeysAreNotLocations(String key) {
        assertThat(OptionKeys.isPath(key)).as(key).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"sink.partitioner", "properties.partitioner.class", "properties.interceptor.classes",
        "properties.sasl.login.callback.handler.class", "properties.ssl.engine.factory.class", "commit.callbacks",
        "tag.callbacks", "partition.mark-done-action.custom.class", "protobuf.message-class-name",
        "properties.key.deserializer", "properties.metric.reporters", "properties.security.providers", "driver",
        "sink.partition-commit.policy.class", "partition.time-extractor.class", "fs.s3a.impl"})
    void classKeys(String key) {
        assertThat(OptionKeys.isClass(key)).as(key).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"sink.partition-commit.policy.kind", "partition.time-extractor.kind", "merge-engine",
        "changelog-producer", "properties.group.id", "value.format", "lookup.cache"})
    void ordinaryKeysAreNotClasses(String key) {
        assertThat(OptionKeys.isClass(key)).as(key).isFalse();
    }
}

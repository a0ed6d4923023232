package io.freshet.analysis.policy;

import java.util.List;
import java.util.Set;

/** The day-one statement policy of issue 20: what a platform team would configure before editing it. */
final class DefaultPolicy {

    /**
     * Connectors a DEVELOPER may name: the lakehouse's own, the usual sources and sinks, and the change data capture
     * sources an ingestion writes (issue 17; only the ingestion Flink carries them).
     */
    static final Set<String> CONNECTORS = Set.of("paimon", "kafka", "upsert-kafka", "jdbc", "datagen", "print",
            "blackhole", "filesystem", "postgres-cdc", "mysql-cdc");

    /** Session settings that tune a job; never jars, classpaths, state directories or the catalog store. */
    static final List<String> SETTABLE_KEYS = List.of(
            "execution.runtime-mode",
            "parallelism.default",
            "table.exec.resource.default-parallelism",
            "table.exec.state.ttl",
            "table.exec.mini-batch.*",
            "table.exec.sink.upsert-materialize",
            "table.exec.sink.not-null-enforcer",
            "table.exec.source.idle-timeout",
            "table.local-time-zone",
            "table.dml-sync",
            "table.optimizer.*",
            "table.exec.emit.*",
            "execution.checkpointing.interval",
            "pipeline.name",
            "sql-client.execution.result-mode",
            "table.display.*");

    /**
     * Paimon 1.4 maintenance procedures that act on one table inside the warehouse. Left out: clone,
     * copy_files, migrate_* (paths and other catalogs), remove_orphan_files and remove_unexisting_* (file
     * deletion), purge_files, repair, create/alter/drop_function (code), merge_into and query_service.
     */
    static final Set<String> PROCEDURES = Set.of(
            "sys.compact",
            "sys.drop_partition",
            "sys.expire_snapshots",
            "sys.expire_partitions",
            "sys.create_tag",
            "sys.create_tag_from_timestamp",
            "sys.rename_tag",
            "sys.expire_tags",
            "sys.delete_tag",
            "sys.rollback_to",
            "sys.create_branch",
            "sys.delete_branch",
            "sys.fast_forward",
            "sys.rewrite_file_index",
            "sys.mark_partition_done",
            "sys.rollback_to_timestamp");

    static final RolePolicy VIEWER = new RolePolicy(false, true, Set.of(), List.of(), Set.of(), List.of(),
            Set.of(), false, false, false);

    static final RolePolicy DEVELOPER = new RolePolicy(false, false, CONNECTORS, List.of(), Set.of(),
            SETTABLE_KEYS, PROCEDURES, false, false, false);

    /** ADMIN statements follow the same checks as DEVELOPER unless an admin edits the policy. */
    static final RolePolicy ADMIN = DEVELOPER;

    private DefaultPolicy() {
    }

    static RolePolicy forRole(PolicyRole role) {
        return switch (role) {
            case VIEWER -> VIEWER;
            case DEVELOPER -> DEVELOPER;
            case ADMIN -> ADMIN;
        };
    }
}

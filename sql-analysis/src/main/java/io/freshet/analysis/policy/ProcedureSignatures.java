package io.freshet.analysis.policy;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The parameters of the Paimon 1.4 procedures a policy may allow, in their positional order and with their names
 * for {@code name => value}, each with what its value is. A procedure without a signature here cannot have its
 * arguments judged and is refused even when a policy lists it.
 */
final class ProcedureSignatures {

    /** What an argument's value is. */
    enum Kind {
        /** 'db.table' or 'db.table$branch_b': a table identifier, each part a name. */
        TABLE,
        /** A tag, branch or consumer name. */
        NAME,
        /** Names separated by ','. */
        NAMES,
        /** 'k=v,k2=v2;k=v3': partitions whose values become directory names. */
        PARTITIONS,
        /** 'k=v,k2=v2': Paimon table options, judged by the allow-list. */
        OPTIONS,
        /** A number, duration, timestamp, flag or word. */
        SCALAR,
        /** A simple SQL predicate (compact's 'where'). */
        PREDICATE
    }

    /** One parameter. */
    record Param(String name, Kind kind) {
    }

    private static final Param TABLE = new Param("table", Kind.TABLE);
    private static final Param PARTITIONS = new Param("partitions", Kind.PARTITIONS);
    private static final Param OPTIONS = new Param("options", Kind.OPTIONS);

    private static final Map<String, List<Param>> SIGNATURES = Map.ofEntries(
            Map.entry("sys.compact", List.of(TABLE, PARTITIONS, scalar("order_strategy"), new Param("order_by",
                    Kind.NAMES), OPTIONS, new Param("where", Kind.PREDICATE), scalar("partition_idle_time"),
                    scalar("compact_strategy"))),
            Map.entry("sys.drop_partition", List.of(TABLE, PARTITIONS)),
            Map.entry("sys.expire_snapshots", List.of(TABLE, scalar("retain_max"), scalar("retain_min"),
                    scalar("older_than"), scalar("max_deletes"), OPTIONS)),
            Map.entry("sys.expire_partitions", List.of(TABLE, scalar("expiration_time"), scalar("timestamp_formatter"),
                    scalar("timestamp_pattern"), scalar("expire_strategy"), scalar("max_expires"), OPTIONS)),
            Map.entry("sys.create_tag", List.of(TABLE, name("tag"), scalar("snapshot_id"), scalar("time_retained"))),
            Map.entry("sys.create_tag_from_timestamp", List.of(TABLE, name("tag"), scalar("timestamp"),
                    scalar("time_retained"))),
            Map.entry("sys.delete_tag", List.of(TABLE, new Param("tag", Kind.NAMES))),
            Map.entry("sys.rename_tag", List.of(TABLE, name("tagName"), name("targetTagName"))),
            Map.entry("sys.expire_tags", List.of(TABLE, scalar("older_than"))),
            Map.entry("sys.rollback_to", List.of(TABLE, name("tag"), scalar("snapshot_id"))),
            Map.entry("sys.rollback_to_timestamp", List.of(TABLE, scalar("timestamp"))),
            Map.entry("sys.create_branch", List.of(TABLE, name("branch"), name("tag"), scalar("ignoreIfExists"))),
            Map.entry("sys.delete_branch", List.of(TABLE, new Param("branch", Kind.NAMES))),
            Map.entry("sys.fast_forward", List.of(TABLE, name("branch"))),
            Map.entry("sys.rewrite_file_index", List.of(TABLE, PARTITIONS)),
            Map.entry("sys.mark_partition_done", List.of(TABLE, PARTITIONS)));

    private ProcedureSignatures() {
    }

    private static Param scalar(String name) {
        return new Param(name, Kind.SCALAR);
    }

    private static Param name(String name) {
        return new Param(name, Kind.NAME);
    }

    /** The parameters of a procedure named as written without its catalog ('sys.compact'), or null when unknown. */
    static List<Param> of(String procedure) {
        return SIGNATURES.get(procedure.toLowerCase(Locale.ROOT));
    }
}

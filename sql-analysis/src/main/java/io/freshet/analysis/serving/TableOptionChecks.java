package io.freshet.analysis.serving;

import java.util.List;
import java.util.Map;
import org.apache.paimon.CoreOptions;

/** The checks of a table's Paimon options against an engine's documented support; {@link ServingChecks} runs them. */
final class TableOptionChecks {

    /** The formats every engine here reads when its docs name none (Paimon's columnar formats). */
    private static final List<String> COLUMNAR = List.of("parquet", "orc");

    private TableOptionChecks() {
    }

    static void fileFormat(List<ServingFinding> findings, EngineSupport support, String name, String format) {
        if (support.paimonReader()) {
            return;
        }
        if (!support.documentedFormats().isEmpty() && !support.documentedFormats().contains(format)) {
            findings.add(ServingFinding.table(FindingLevel.CANNOT_READ, FindingTopic.FILE_FORMAT, "The table's data"
                    + " files are " + format + "; " + name + " reads Paimon data in "
                    + String.join(" and ", support.documentedFormats().stream().sorted().toList())
                    + " only. Set 'file.format' to parquet or orc."));
        } else if (support.documentedFormats().isEmpty() && !COLUMNAR.contains(format)) {
            findings.add(ServingFinding.table(FindingLevel.CAUTION, FindingTopic.FILE_FORMAT, "The table's data"
                    + " files are " + format + "; the " + support.engine().displayName() + " docs read do not say"
                    + " which Paimon file formats it reads. Parquet or orc are the safe choice."));
        }
    }

    static void deletionVectors(List<ServingFinding> findings, EngineSupport support, EngineVersion version,
            String name) {
        if (support.paimonReader()) {
            findings.add(ServingFinding.table(FindingLevel.NOTE, FindingTopic.DELETION_VECTORS, "Deletion vectors"
                    + " are on: Paimon's own reader in " + name + " applies them (use the Paimon 1.4 jar)."));
        } else if (support.deletionVectorsSince() == null) {
            findings.add(ServingFinding.table(FindingLevel.CAUTION, FindingTopic.DELETION_VECTORS, "Deletion"
                    + " vectors are on, and the " + support.engine().displayName() + " docs read do not say that it"
                    + " applies them: deleted or updated rows could be read again. Compare a count with Flink's"
                    + " before relying on it."));
        } else if (!version.atLeast(support.deletionVectorsSince())) {
            findings.add(ServingFinding.table(FindingLevel.CAUTION, FindingTopic.DELETION_VECTORS, "Deletion"
                    + " vectors are on; " + support.engine().displayName() + " documents reading them from "
                    + support.deletionVectorsSince() + ", not in " + name + "."));
        } else {
            findings.add(ServingFinding.table(FindingLevel.NOTE, FindingTopic.DELETION_VECTORS, "Deletion vectors"
                    + " are on, which " + name + " reads: a primary-key table is read without merging at query time."));
        }
    }

    static void primaryKey(List<ServingFinding> findings, EngineSupport support, String name, List<String> key,
            Map<String, String> options) {
        String mergeEngine = ServingChecks.option(options, CoreOptions.MERGE_ENGINE.key(),
                String.valueOf(CoreOptions.MERGE_ENGINE.defaultValue()));
        findings.add(ServingFinding.table(FindingLevel.NOTE, FindingTopic.TABLE_KIND, "A primary-key table ("
                + String.join(", ", key) + "): files not yet compacted are merged by key when " + name + " reads,"
                + " which costs query time; deletion vectors or a full compaction make reads cheaper."));
        if (!"deduplicate".equals(mergeEngine) && !support.paimonReader()) {
            findings.add(ServingFinding.table(FindingLevel.CAUTION, FindingTopic.MERGE_ENGINE, "The merge engine is "
                    + mergeEngine + "; the " + support.engine().displayName() + " docs read do not say that it"
                    + " applies it when merging. Compare a few keys with Flink's result before relying on it."));
        }
    }

    static void changelogProducer(List<ServingFinding> findings, EngineKind engine, Map<String, String> options) {
        String producer = ServingChecks.option(options, CoreOptions.CHANGELOG_PRODUCER.key(),
                String.valueOf(CoreOptions.CHANGELOG_PRODUCER.defaultValue()));
        if (!"none".equals(producer)) {
            findings.add(ServingFinding.table(FindingLevel.NOTE, FindingTopic.CHANGELOG_PRODUCER, "Changelog"
                    + " producer '" + producer + "' writes changelog files for Flink's streaming readers; a batch"
                    + " query in " + engine.displayName() + " reads the table's current rows and ignores them."));
        }
    }
}

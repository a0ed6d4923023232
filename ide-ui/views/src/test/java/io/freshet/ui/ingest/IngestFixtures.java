package io.freshet.ui.ingest;

import java.time.Instant;
import java.util.List;

/** Sources, checks, tables and previews as the ingest source service returns them, for the view tests. */
final class IngestFixtures {

    static final String NO_PUBLICATION = "No publication of all tables exists, and 'cdc' may not create one.";

    private IngestFixtures() {
    }

    static SourceSummary shop() {
        return new SourceSummary("shop", SourceKind.POSTGRESQL, "db.local", 5432, "shop", "cdc", "admin",
                Instant.parse("2026-12-04T10:00:00Z"));
    }

    /** Connects, but the publication check failed and the slot check was skipped. */
    static SourceTestResult connectsOnly() {
        return new SourceTestResult(List.of(
                new SourceCheck(SourceCheckKind.REACHABLE, CheckOutcome.PASSED, "db.local:5432 answers."),
                new SourceCheck(SourceCheckKind.CREDENTIALS, CheckOutcome.PASSED, "The user 'cdc' is accepted."),
                new SourceCheck(SourceCheckKind.DATABASE, CheckOutcome.PASSED, "The database 'shop' is open."),
                new SourceCheck(SourceCheckKind.PUBLICATION, CheckOutcome.FAILED, NO_PUBLICATION),
                new SourceCheck(SourceCheckKind.REPLICATION_SLOTS, CheckOutcome.SKIPPED, "Not checked.")), false);
    }

    static SourceTestResult ready(boolean saved) {
        return new SourceTestResult(List.of(
                new SourceCheck(SourceCheckKind.REACHABLE, CheckOutcome.PASSED, "db.local:5432 answers."),
                new SourceCheck(SourceCheckKind.CHANGE_LOG, CheckOutcome.PASSED, "wal_level is logical.")), saved);
    }

    static SourceTestResult unreachable() {
        return new SourceTestResult(List.of(
                new SourceCheck(SourceCheckKind.REACHABLE, CheckOutcome.FAILED, "Nothing answers on db.local:5432."),
                new SourceCheck(SourceCheckKind.CREDENTIALS, CheckOutcome.SKIPPED, "Not checked.")), false);
    }

    static SourceTable orders() {
        return new SourceTable("public", "orders", List.of(
                new SourceColumn("order_id", "int8", false, true, "BIGINT", null),
                new SourceColumn("amount", "numeric(10,2)", true, false, "DECIMAL(10, 2)", null)), List.of("order_id"));
    }

    static SourceTable logs() {
        return new SourceTable("public", "logs", List.of(
                new SourceColumn("line", "text", true, false, "STRING", null)), List.of());
    }

    static SourceTable places() {
        return new SourceTable("public", "places", List.of(
                new SourceColumn("id", "int4", false, true, "INT", null),
                new SourceColumn("location", "point", true, false, null, "point has no Flink type")), List.of("id"));
    }

    static TargetPreview readyPreview(SourceTable t) {
        return new TargetPreview(t.schema(), t.name(), List.of("ods", "public_" + t.name()),
                "CREATE TABLE `ods`.`public_" + t.name() + "` (...)", List.of());
    }

    static TargetPreview blockedPreview(SourceTable t, String problem) {
        return new TargetPreview(t.schema(), t.name(), List.of("ods", "public_" + t.name()), null, List.of(problem));
    }
}

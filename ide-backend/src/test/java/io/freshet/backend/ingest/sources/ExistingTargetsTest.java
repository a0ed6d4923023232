package io.freshet.backend.ingest.sources;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.ui.ingest.SourceColumn;
import io.freshet.ui.ingest.SourceKind;
import io.freshet.ui.ingest.SourceTable;
import io.freshet.ui.ingest.TargetPreview;
import java.util.List;
import java.util.Optional;
import org.apache.paimon.catalog.Catalog;
import org.apache.paimon.catalog.Identifier;
import org.apache.paimon.data.BinaryString;
import org.apache.paimon.data.GenericRow;
import org.apache.paimon.schema.Schema;
import org.apache.paimon.table.Table;
import org.apache.paimon.table.sink.BatchTableCommit;
import org.apache.paimon.table.sink.BatchTableWrite;
import org.apache.paimon.table.sink.BatchWriteBuilder;
import org.apache.paimon.types.DataTypes;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Target tables that exist already, as a real Paimon catalog in a temporary folder holds them. */
class ExistingTargetsTest {

    private static final SourceTable USERS = new SourceTable("public", "users", List.of(
            column("user_id", "int8", false, true, "BIGINT"),
            column("user_name", "varchar(40)", true, false, "VARCHAR(40)"),
            column("ds", "text", false, true, "STRING")), List.of("user_id", "ds"));

    @RegisterExtension
    final OdsCatalog ods = new OdsCatalog();

    private Catalog catalog;

    @BeforeEach
    void open() {
        catalog = ods.catalog();
    }

    @Test
    void aNewTargetIsLeftAsItIs() {
        TargetPreview preview = TargetPreviews.of(SourceKind.POSTGRESQL, USERS, "ods");
        assertThat(ExistingTargets.check(preview, USERS, Optional.empty())).isEqualTo(preview);
    }

    @Test
    void aMatchingTableThatTakesWiderTypesGetsANoteThatItsExtraRowsStay() throws Exception {
        Table table = create(Schema.newBuilder().column("user_id", DataTypes.BIGINT().notNull())
                .column("user_name", DataTypes.STRING()).column("ds", DataTypes.STRING().notNull())
                .column("city", DataTypes.STRING()).primaryKey("user_id", "ds").partitionKeys("ds")
                .option("bucket", "1").build());
        BatchWriteBuilder write = table.newBatchWriteBuilder();
        try (BatchTableWrite rows = write.newWrite(); BatchTableCommit commit = write.newCommit()) {
            rows.write(GenericRow.of(1L, BinaryString.fromString("ada"), BinaryString.fromString("2024-06-01"), null));
            commit.commit(rows.prepareCommit());
        }
        table = catalog.getTable(Identifier.create("ods", "users"));

        TargetPreview checked = ExistingTargets.check(TargetPreviews.of(SourceKind.POSTGRESQL, USERS, "ods"), USERS,
                Optional.of(table));

        assertThat(checked.ready()).isTrue();
        assertThat(checked.notes()).singleElement().asString().contains("ods.users already exists and holds rows",
                "a CDC ingestion writes into it by primary key", "rows the table holds that the source does not have stay",
                "A snapshot ingestion cannot use it");
    }

    @Test
    void aTableWithAnotherKeyAMissingColumnANarrowerTypeOrAnUnfilledNotNullColumnCannotBeWrittenInto()
            throws Exception {
        Table table = create(Schema.newBuilder().column("user_id", DataTypes.BIGINT().notNull())
                .column("user_name", DataTypes.VARCHAR(10)).column("region", DataTypes.INT().notNull())
                .primaryKey("user_id").build());

        TargetPreview checked = ExistingTargets.check(TargetPreviews.of(SourceKind.POSTGRESQL, USERS, "ods"), USERS,
                Optional.of(table));

        assertThat(checked.ready()).isFalse();
        assertThat(checked.ddl()).isNull();
        assertThat(checked.problems()).containsExactly(
                "ods.users already exists with the primary key (user_id) and the source's is (user_id, ds): rows"
                        + " would be merged on the wrong key. Choose another target database, or drop ods.users.",
                "ods.users.user_name is VARCHAR(10) and cannot hold the source's varchar(40) (VARCHAR(40)).",
                "ods.users already exists without the source's column ds (STRING). Add it (ALTER TABLE ods.users"
                        + " ADD ds STRING) or choose another target database.",
                "ods.users.region is NOT NULL and the source has no such column.");
    }

    private Table create(Schema schema) throws Exception {
        Identifier id = Identifier.create("ods", "users");
        catalog.createTable(id, schema, false);
        return catalog.getTable(id);
    }

    private static SourceColumn column(String name, String type, boolean nullable, boolean key, String flinkType) {
        return new SourceColumn(name, type, nullable, key, flinkType, null);
    }
}

package io.freshet.ui.lineage;

import static io.freshet.ui.testing.Components.byId;
import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.html.Span;
import io.freshet.ui.testing.UiExtension;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The lineage page's side panel: what it says of a catalog table and of a script's temporary table. */
class LineageDetailsTest {

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    private final LineageDetails details = new LineageDetails(column -> { }, script -> { });

    @Test
    void aTemporaryTableIsNamedAsLocalToItsScriptNotAsACatalogTable() {
        details.show(new LineageTable("lakehouse.ods.seq_50", "seq_50", "ODS", "TEMPORARY",
                List.of(new LineageColumn("n", null)), null, 2L, "02_ods_data.sql", null), null);

        assertThat(byId(details, "lineage-facts", Span.class).getText())
                .contains("Layer: none (not a catalog table)")
                .contains("Kind: TEMPORARY (exists only in the session of 02_ods_data.sql, not in the catalog)")
                .doesNotContain("ODS");
    }

    @Test
    void aCatalogTableSaysItsLayerAndTheLineOfItsDefinition() {
        details.show(new LineageTable("lakehouse.ods.users", "ods.users", "ODS", "TABLE",
                List.of(new LineageColumn("user_id", "BIGINT")), null, 1L, "01_ods_tables.sql", 8), null);

        assertThat(byId(details, "lineage-facts", Span.class).getText()).contains("Layer: ODS", "Kind: TABLE",
                "Defined in: 01_ods_tables.sql (line 8)");
    }
}

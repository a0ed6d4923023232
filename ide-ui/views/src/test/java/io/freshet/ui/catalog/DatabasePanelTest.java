package io.freshet.ui.catalog;

import static io.freshet.ui.testing.Components.byId;
import static io.freshet.ui.testing.Components.find;
import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.component.tabs.TabSheet;
import io.freshet.ui.serving.ServePanel;
import io.freshet.ui.serving.ServingService;
import io.freshet.ui.testing.Fakes;
import io.freshet.ui.testing.UiExtension;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A database's page: its tables linking to their pages, and a Serve tab built only when it is first shown. */
class DatabasePanelTest {

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    private final List<String> servingCalls = new ArrayList<>();
    private final CatalogService catalog = Fakes.of(CatalogService.class, Map.<String, Function<Object[], Object>>of(
            "tables", args -> List.of(table("category_gmv_daily"), table("user_summary"))));
    private final ServingService serving = Fakes.of(ServingService.class,
            Map.<String, Function<Object[], Object>>of("targets", args -> List.of()), servingCalls);

    @Test
    void theTablesLinkToTheirPagesAndTheServeTabServesTheWholeDatabase() {
        DatabasePanel panel = new DatabasePanel(catalog, serving, true, "lakehouse", "dws");
        ui.ui().add(panel);

        assertThat(byId(panel, "database-title", H2.class).getText()).isEqualTo("lakehouse.dws");
        assertThat(byId(panel, "database-tables", UnorderedList.class).getChildren()
                .map(item -> item.getChildren().findFirst().map(a -> ((Anchor) a).getHref()).orElse("")))
                .containsExactly("catalog/lakehouse.dws.category_gmv_daily", "catalog/lakehouse.dws.user_summary");
        assertThat(servingCalls).as("nothing about serving is read before the tab is opened").isEmpty();
        assertThat(find(panel, "serve-panel", ServePanel.class)).isEmpty();

        byId(panel, "database-tabs", TabSheet.class).setSelectedIndex(1);
        assertThat(find(panel, "serve-panel", ServePanel.class)).isPresent();
        assertThat(servingCalls).containsExactly("targets");
    }

    private static TableSummary table(String name) {
        return new TableSummary(new TableRef("lakehouse", "dws", name), ObjectKind.MATERIALIZED_TABLE,
                RefreshMode.FULL, "ACTIVATED", null);
    }
}

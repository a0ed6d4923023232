package io.freshet.ui.catalog;

import static io.freshet.ui.testing.Components.byId;
import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.combobox.ComboBox;
import io.freshet.ui.testing.UiExtension;
import java.lang.reflect.Proxy;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Where the create dialog puts a query's table: its main source's database, even one the catalog has not read yet. */
class CreateMaterializedTableDialogTest {

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    @Test
    void theNewTableGoesToTheSourcesDatabase() {
        CreateMaterializedTableDialog dialog = new CreateMaterializedTableDialog(catalog(List.of("default", "mq")),
                "SELECT ds, SUM(amount) AS gmv FROM mq.orders GROUP BY ds");

        assertThat(database(dialog).getValue()).isEqualTo("mq");
    }

    @Test
    void aSourceDatabaseCreatedSinceTheCatalogsLastReadIsOfferedAndChosen() {
        CreateMaterializedTableDialog dialog = new CreateMaterializedTableDialog(catalog(List.of("default", "ods")),
                "SELECT ds, SUM(amount) AS gmv FROM mq.orders GROUP BY ds");

        assertThat(database(dialog).getValue()).isEqualTo("mq");
        assertThat(database(dialog).getListDataView().getItems()).containsExactly("default", "mq", "ods");
    }

    @SuppressWarnings("unchecked")
    private static ComboBox<String> database(CreateMaterializedTableDialog dialog) {
        return byId(dialog, "create-mt-database", ComboBox.class);
    }

    /** The catalog service's four reads the dialog makes; anything else is not this test's business. */
    private static CatalogService catalog(List<String> databases) {
        return (CatalogService) Proxy.newProxyInstance(CatalogService.class.getClassLoader(),
                new Class<?>[] {CatalogService.class}, (proxy, method, args) -> switch (method.getName()) {
                    case "catalogs" -> List.of("lakehouse");
                    case "databases" -> databases;
                    case "freshnessThreshold" -> Duration.ofMinutes(30);
                    case "resolveQuery" -> new ResolvedQuery("SELECT `ds`, SUM(`amount`) AS `gmv` FROM"
                            + " `lakehouse`.`mq`.`orders` GROUP BY `ds`", List.of(new QueryColumn("ds", "STRING", false),
                            new QueryColumn("gmv", "DOUBLE", true)), new TableRef("lakehouse", "mq", "orders"),
                            "lakehouse", "default");
                    case "toString" -> "fake catalog";
                    default -> throw new UnsupportedOperationException(method.getName());
                });
    }
}

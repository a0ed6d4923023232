package io.freshet.analysis.planner;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.apache.flink.table.api.EnvironmentSettings;
import org.apache.flink.table.api.TableEnvironment;
import org.apache.flink.table.api.internal.TableEnvironmentInternal;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The completion advisor offers what Flink's own parser offers at the same cursor ("|"), after a dot or not. */
class QualifiedAdvisorTest {

    private static TableEnvironmentInternal env;

    @BeforeAll
    static void tables() {
        env = (TableEnvironmentInternal) TableEnvironment.create(EnvironmentSettings.inStreamingMode());
        env.executeSql("CREATE TABLE orders (order_id BIGINT, customer_id INT, amount DECIMAL(10, 2))"
                + " WITH ('connector' = 'datagen')");
        env.executeSql("CREATE TABLE customers (customer_id INT, name STRING, country STRING)"
                + " WITH ('connector' = 'datagen')");
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "SELECT o.| FROM orders AS o",
        "SELECT o. | FROM orders o",
        "SELECT o.am| FROM orders AS o",
        "SELECT o.order_id FROM orders AS o WHERE o.|",
        "SELECT o.order_id, c.| FROM orders AS o JOIN customers AS c ON o.customer_id = c.customer_id",
        "SELECT * FROM orders AS o JOIN customers AS c ON o.customer_id = c.|",
        "SELECT x.| FROM (SELECT order_id, amount * 2 AS doubled FROM orders) AS x",
        "WITH big AS (SELECT * FROM orders WHERE amount > 10) SELECT b.| FROM big AS b",
        "SELECT o.order_id FROM orders o WHERE o.amount > 1 AND o.|",
        "SELECT default_catalog.| FROM orders",
        "SELECT | FROM orders",
        "SELECT order_id FROM orders WHERE |",
        "SELECT order_id FROM |"
    })
    void offersWhatFlinksParserOffers(String queryWithCursor) {
        int cursor = queryWithCursor.indexOf('|');
        String query = queryWithCursor.replace("|", "");
        assertThat(Completer.hints(env, query, cursor))
                .isNotEmpty()
                .containsExactlyElementsOf(Arrays.asList(env.getParser().getCompletionHints(query, cursor)));
    }
}

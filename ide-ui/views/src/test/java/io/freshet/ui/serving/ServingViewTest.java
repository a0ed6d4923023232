package io.freshet.ui.serving;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;
import io.freshet.analysis.serving.CatalogStatement;
import io.freshet.analysis.serving.EngineKind;
import io.freshet.analysis.serving.FindingLevel;
import io.freshet.analysis.serving.FindingTopic;
import io.freshet.analysis.serving.ReaderCache;
import io.freshet.analysis.serving.S3Credentials;
import io.freshet.analysis.serving.SecretPlaceholder;
import io.freshet.analysis.serving.ServingFinding;
import io.freshet.analysis.serving.StatementForm;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.security.CurrentUserService;
import io.freshet.ui.security.Roles;
import io.freshet.ui.testing.Components;
import io.freshet.ui.testing.Fakes;
import io.freshet.ui.testing.UiExtension;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The Serving page against a fake service: the statement and findings for everyone, the target form for ADMIN. */
class ServingViewTest {

    static final ServingTarget STARROCKS = new ServingTarget(7, "reports", EngineKind.STARROCKS, "3.3.1",
            "jdbc:mysql://fe:9030", "reader", null, S3Credentials.ACCESS_KEYS, "freshet",
            "boss", Instant.parse("2026-12-07T08:00:00Z"));

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    private final List<ServingTarget> stored = new ArrayList<>(List.of(STARROCKS));
    private final List<Object[]> planned = new ArrayList<>();
    private final List<NewServingTarget> added = new ArrayList<>();

    @Test
    void aViewerSeesTheStatementToCopyWithSecretsNamedAndEachTablesFindings() {
        ServingView view = new ServingView(service(), user(false));
        assertThat(Components.find(view, "serving-target-form", TargetForm.class)).isEmpty();
        Components.byId(view, "serving-show", Button.class).click();

        assertThat(planned).singleElement().satisfies(args -> {
            assertThat(args[0]).isEqualTo(7L);
            assertThat(args[1]).isEqualTo("dws");
            assertThat(args[2]).isNull();
        });
        assertThat(Components.byId(view, "serving-statement", Pre.class).getText())
                .startsWith("CREATE EXTERNAL CATALOG freshet").contains("<secret:serving.reports.s3-secret-key>");
        Div plan = Components.byId(view, "serving-plan", Div.class);
        assertThat(texts(plan)).anyMatch(t -> t.contains("from the sealed secret serving.reports.s3-secret-key"))
                .anyMatch(t -> t.startsWith("cannot read: Column opens has type TIME"))
                .anyMatch(t -> t.contains("dws.opening_hours: cannot be read as it is"))
                .anyMatch(t -> t.equals("Nothing stands in the way."))
                .anyMatch(t -> t.startsWith("Flink keeps it within 1 hour(s) (FULL)"))
                .anyMatch(t -> t.startsWith("Freshness a reader sees: ") && t.contains("name no Paimon setting"));
    }

    @Test
    void oneTableAndARefusalInWords() {
        ServingView view = new ServingView(service(), user(false));
        Components.byId(view, "serving-table", TextField.class).setValue(" nope ");
        Components.byId(view, "serving-show", Button.class).click();

        assertThat(planned).singleElement().satisfies(args -> assertThat(args[2]).isEqualTo("nope"));
        assertThat(Components.byId(view, "serving-message", Paragraph.class).getText())
                .isEqualTo("There is no table dws.nope in lakehouse.");
        assertThat(Components.find(view, "serving-statement", Pre.class)).isEmpty();
    }

    @Test
    void aLinkFromATablePageOpensThatTablesPlan() {
        ServingView view = new ServingView(service(), user(false));
        view.open("dws", "shop_revenue");

        assertThat(planned).singleElement().satisfies(args -> {
            assertThat(args[1]).isEqualTo("dws");
            assertThat(args[2]).isEqualTo("shop_revenue");
        });
        assertThat(Components.byId(view, "serving-table", TextField.class).getValue()).isEqualTo("shop_revenue");
        assertThat(Components.find(view, "serving-statement", Pre.class)).isPresent();
    }

    @Test
    void anAdministratorAddsATargetAndItIsOfferedAtOnce() {
        ServingView view = new ServingView(service(), user(true));
        Components.byId(view, "serving-name", TextField.class).setValue("adhoc");
        @SuppressWarnings("unchecked")
        Select<EngineKind> kind = Components.byId(view, "serving-kind", Select.class);
        kind.setValue(EngineKind.SPARK_SQL);
        Components.byId(view, "serving-version", TextField.class).setValue("3.5.3");
        Components.byId(view, "serving-add", Button.class).click();

        assertThat(added).singleElement().satisfies(t -> {
            assertThat(t.name()).isEqualTo("adhoc");
            assertThat(t.kind()).isEqualTo(EngineKind.SPARK_SQL);
            assertThat(t.s3Credentials()).isEqualTo(S3Credentials.ACCESS_KEYS);
        });
        assertThat(Components.byId(view, "serving-message", Paragraph.class).getText())
                .isEqualTo("Serving target adhoc added.");
        assertThat(Components.byId(view, "serving-name", TextField.class).getValue()).isEmpty();
        @SuppressWarnings("unchecked")
        Select<ServingTarget> target = Components.byId(view, "serving-target", Select.class);
        assertThat(target.getListDataView().getItems()).extracting(ServingTarget::name)
                .containsExactly("reports", "adhoc");
    }

    private ServingService service() {
        return Fakes.of(ServingService.class, Map.of(
                "targets", args -> List.copyOf(stored),
                "add", args -> {
                    NewServingTarget t = (NewServingTarget) args[0];
                    added.add(t);
                    ServingTarget s = new ServingTarget(8, t.name(), t.kind(), t.version(), null, null, null,
                            t.s3Credentials(), "freshet", "boss", Instant.parse("2026-12-07T08:01:00Z"));
                    stored.add(s);
                    return s;
                },
                "plan", args -> {
                    planned.add(args);
                    if ("nope".equals(args[2])) {
                        throw new ServiceException("There is no table dws.nope in lakehouse.");
                    }
                    return plan();
                }));
    }

    static ServingPlan plan() {
        CatalogStatement statement = new CatalogStatement(EngineKind.STARROCKS, "freshet", StatementForm.SQL,
                "CREATE EXTERNAL CATALOG freshet\nPROPERTIES (\n    \"aws.s3.secret_key\" = "
                        + "\"<secret:serving.reports.s3-secret-key>\"\n);",
                List.of(SecretPlaceholder.of("serving.reports.s3-secret-key", "the S3 secret access key")),
                List.of());
        return new ServingPlan(STARROCKS, statement, List.of(
                new TableFindings("dws", "shop_revenue", List.of(), "1 hour(s) (FULL)"),
                new TableFindings("dws", "opening_hours", List.of(new ServingFinding(FindingLevel.CANNOT_READ,
                        FindingTopic.DATA_TYPE, "opens", "Column opens has type TIME, which ...")), null)),
                "SELECT * FROM freshet.dws.shop_revenue LIMIT 10", new ReaderCache(EngineKind.STARROCKS, null, null,
                        "StarRocks keeps table metadata of external catalogs in its frontend's cache; the StarRocks docs"
                                + " read name no Paimon setting for its lifetime."),
                true);
    }

    static Stream<String> texts(Component root) {
        return Stream.concat(Stream.of(root.getElement().getText()),
                root.getChildren().flatMap(ServingViewTest::texts)).filter(t -> !t.isBlank());
    }

    static CurrentUserService user(boolean admin) {
        return Fakes.of(CurrentUserService.class, Map.of(
                "userName", args -> admin ? "boss" : "vera",
                "hasRole", args -> admin || !Roles.ADMIN.equals(args[0])));
    }
}

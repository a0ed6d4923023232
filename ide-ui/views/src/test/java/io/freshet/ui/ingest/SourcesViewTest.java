package io.freshet.ui.ingest;

import static io.freshet.ui.ingest.IngestFixtures.connectsOnly;
import static io.freshet.ui.ingest.IngestFixtures.ready;
import static io.freshet.ui.ingest.IngestFixtures.shop;
import static io.freshet.ui.ingest.IngestFixtures.unreachable;
import static io.freshet.ui.testing.Components.byId;
import static io.freshet.ui.testing.Components.find;
import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.IntegerField;
import com.vaadin.flow.component.textfield.PasswordField;
import com.vaadin.flow.component.textfield.TextField;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.security.CurrentUserService;
import io.freshet.ui.security.Roles;
import io.freshet.ui.testing.Fakes;
import io.freshet.ui.testing.UiExtension;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The Sources page against a fake source service: the form, the checks, the password rule, delete, and roles. */
class SourcesViewTest {

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    private final List<String> calls = new ArrayList<>();
    private final List<Object> sent = new ArrayList<>();
    private final Map<String, Function<Object[], Object>> answers = new HashMap<>(Map.of(
            "list", args -> List.of(shop())));

    @Test
    void theFormRefusesMissingFieldsWithoutAskingTheService() {
        SourcesView view = admin();
        click(view, "source-add");
        field(view, "source-name").setValue("bad name!");

        click(view, "source-test");
        click(view, "source-save");

        assertThat(text(view, "source-form-error")).isEqualTo("A source name is 1 to 100 letters, digits, '_' or '-'."
                + " Enter the host. Enter the database. Enter the user. Enter the password.");
        assertThat(calls).containsOnly("list");
    }

    @Test
    void theKindSetsItsDefaultPortUntilAnotherIsTyped() {
        SourcesView view = admin();
        click(view, "source-add");
        @SuppressWarnings("unchecked")
        Select<SourceKind> kind = byId(view, "source-kind", Select.class);
        IntegerField port = byId(view, "source-port", IntegerField.class);
        assertThat(port.getValue()).isEqualTo(5432);

        kind.setValue(SourceKind.MYSQL);
        assertThat(port.getValue()).isEqualTo(3306);
        port.setValue(13306);
        kind.setValue(SourceKind.POSTGRESQL);
        assertThat(port.getValue()).as("a typed port stays").isEqualTo(13306);
    }

    @Test
    void aTestShowsEveryCheckWithItsOutcomeAndMessage() {
        answers.put("test", args -> {
            sent.add(args[0]);
            return connectsOnly();
        });
        SourcesView view = admin();
        fillNew(view);

        click(view, "source-test");

        Div checks = byId(view, "source-checks", Div.class);
        assertThat(checks.isVisible()).isTrue();
        assertThat(text(view, "source-checks-verdict")).isEqualTo("Test of orders_db: Connects (snapshot only)");
        List<String> rows = checks.getChildren().skip(1)
                .map(row -> row.getElement().getAttribute("data-check") + " " + row.getElement().getAttribute("data-outcome")
                        + " " + row.getElement().getTextRecursively()).toList();
        assertThat(rows).containsExactly(
                "REACHABLE PASSED PASSEDThe host answers on the port — db.local:5432 answers.",
                "CREDENTIALS PASSED PASSEDThe user and password are accepted — The user 'cdc' is accepted.",
                "DATABASE PASSED PASSEDThe database exists — The database 'shop' is open.",
                "PUBLICATION FAILED FAILED" + SourceCheckKind.PUBLICATION.label() + " — " + IngestFixtures.NO_PUBLICATION,
                "REPLICATION_SLOTS SKIPPED SKIPPED" + SourceCheckKind.REPLICATION_SLOTS.label() + " — Not checked.");
        assertThat(sent).singleElement().isEqualTo(new SourceDefinition("orders_db", SourceKind.POSTGRESQL, "db.local",
                5432, "shop", "cdc", "s3cret"));
        assertThat(calls).doesNotContain("save");
    }

    @Test
    void savingAnEditWithAnEmptyPasswordKeepsTheStoredOne() {
        answers.put("save", args -> {
            sent.add(args[0]);
            return ready(true);
        });
        SourcesView view = admin();
        select(view, shop());
        click(view, "source-edit");
        PasswordField password = byId(view, "source-password", PasswordField.class);
        assertThat(password.getValue()).as("the stored password never reaches the form").isEmpty();
        assertThat(password.getHelperText()).startsWith("Leave empty to keep the stored password");
        assertThat(field(view, "source-name").isReadOnly()).isTrue();
        field(view, "source-database").setValue("shop2");

        click(view, "source-save");

        SourceDefinition saved = (SourceDefinition) sent.get(0);
        assertThat(saved.password()).isEmpty();
        assertThat(saved.database()).isEqualTo("shop2");
        assertThat(text(view, "source-message")).isEqualTo("Saved shop (CDC ready).");
        assertThat(view.readinessText("shop")).isEqualTo("CDC ready");
        assertThat(byId(view, "source-form", Div.class).isVisible()).isFalse();
    }

    @Test
    void aSourceThatDoesNotConnectIsNotSavedAndSaysWhy() {
        answers.put("save", args -> unreachable());
        SourcesView view = admin();
        fillNew(view);

        click(view, "source-save");

        assertThat(text(view, "source-message")).isEqualTo("orders_db was not saved: it does not connect."
                + " Nothing answers on db.local:5432.");
        assertThat(text(view, "source-checks-verdict")).isEqualTo("Not saved orders_db: Does not connect");
        assertThat(byId(view, "source-form", Div.class).isVisible()).as("the form stays for a correction").isTrue();
    }

    @Test
    void reTestPutsEachFailedChecksMessageInTheGrid() {
        answers.put("retest", args -> connectsOnly());
        SourcesView view = admin();
        assertThat(view.readinessText("shop")).isEqualTo("Not tested on this page: Re-test");
        select(view, shop());

        click(view, "source-retest");

        assertThat(view.readinessText("shop")).isEqualTo("Connects (snapshot only): " + IngestFixtures.NO_PUBLICATION);
    }

    @Test
    void reTestAllTestsEverySourceAndSaysWhichCouldNotBeTested() {
        SourceSummary crm = new SourceSummary("crm", SourceKind.MYSQL, "crm.local", 3306, "crm", "reader", "admin",
                null);
        answers.put("list", args -> List.of(crm, shop()));
        answers.put("retest", args -> {
            if (args[0].equals("crm")) {
                throw new ServiceException("There is no source named 'crm'.");
            }
            return ready(false);
        });
        SourcesView view = admin();

        click(view, "source-retest-all");

        assertThat(view.readinessText("shop")).isEqualTo("CDC ready");
        assertThat(view.readinessText("crm")).isEqualTo("Not tested on this page: Re-test");
        assertThat(text(view, "source-message")).isEqualTo("crm: There is no source named 'crm'.; shop: CDC ready.");
    }

    @Test
    void deleteAsksFirstAndDeletesOnlyOnConfirm() {
        answers.put("delete", args -> {
            sent.add(args[0]);
            return null;
        });
        SourcesView view = admin();
        select(view, shop());

        click(view, "source-delete");

        ConfirmDialog confirm = byId(view, "source-delete-confirm", ConfirmDialog.class);
        assertThat(confirm.isOpened()).isTrue();
        assertThat(calls).doesNotContain("delete");
        ComponentUtil.fireEvent(confirm, new ConfirmDialog.ConfirmEvent(confirm, false));
        assertThat(sent).containsExactly("shop");
        assertThat(text(view, "source-message")).isEqualTo("Deleted shop.");
    }

    @Test
    void aDeveloperReadsTheListButGetsNoAction() {
        SourcesView view = new SourcesView(service(), user(Set.of(Roles.VIEWER, Roles.DEVELOPER)));

        @SuppressWarnings("unchecked")
        Grid<SourceSummary> grid = byId(view, "source-grid", Grid.class);
        assertThat(grid.getGenericDataView().getItems().toList()).containsExactly(shop());
        for (String action : List.of("source-add", "source-edit", "source-retest", "source-delete", "source-save",
                "source-test")) {
            assertThat(find(view, action, Button.class)).as(action).isEmpty();
        }
        assertThat(find(view, "source-form", Div.class)).isEmpty();
        assertThat(view.readinessText("shop")).isEqualTo("Not tested on this page");
    }

    @Test
    void aServiceRefusalIsShownInTheFormNotAsAStackTrace() {
        answers.put("save", args -> {
            throw new ServiceException("Enter the password again: the kind, host, port or user changed.");
        });
        SourcesView view = admin();
        select(view, shop());
        click(view, "source-edit");
        field(view, "source-host").setValue("elsewhere");

        click(view, "source-save");

        assertThat(text(view, "source-form-error"))
                .isEqualTo("Enter the password again: the kind, host, port or user changed.");
    }

    @Test
    void aListThatCannotBeReadIsSaidOnThePage() {
        answers.put("list", args -> {
            throw new ServiceException("The database is not reachable.");
        });
        SourcesView view = admin();

        assertThat(text(view, "source-message")).isEqualTo("The database is not reachable.");
    }

    private SourcesView admin() {
        return new SourcesView(service(), user(Set.of(Roles.VIEWER, Roles.DEVELOPER, Roles.ADMIN)));
    }

    private IngestSourceService service() {
        return Fakes.of(IngestSourceService.class, answers, calls);
    }

    private static CurrentUserService user(Set<String> roles) {
        return Fakes.of(CurrentUserService.class, Map.of("hasRole", args -> roles.contains((String) args[0]),
                "userName", args -> "someone"));
    }

    private static void fillNew(SourcesView view) {
        click(view, "source-add");
        field(view, "source-name").setValue("orders_db");
        field(view, "source-host").setValue("db.local");
        field(view, "source-database").setValue("shop");
        field(view, "source-user").setValue("cdc");
        byId(view, "source-password", PasswordField.class).setValue("s3cret");
    }

    @SuppressWarnings("unchecked")
    private static void select(SourcesView view, SourceSummary s) {
        byId(view, "source-grid", Grid.class).asSingleSelect().setValue(s);
    }

    private static TextField field(Component view, String id) {
        return byId(view, id, TextField.class);
    }

    private static void click(Component view, String id) {
        byId(view, id, Button.class).click();
    }

    private static String text(Component view, String id) {
        return byId(view, id, Paragraph.class).getText();
    }
}

package io.freshet.ui.users;

import static io.freshet.ui.testing.Components.byId;
import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.PasswordField;
import com.vaadin.flow.component.textfield.TextField;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.security.Roles;
import io.freshet.ui.testing.Cells;
import io.freshet.ui.testing.Fakes;
import io.freshet.ui.testing.UiExtension;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The Users page against a fake user administration: what each button sends, what it says, and refusals. */
class UsersViewTest {

    private static final UserSummary ADA = new UserSummary("ada", "ADMIN", true, false);
    private static final UserSummary CARL = new UserSummary("carl", "DEVELOPER", false, true);

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    private final List<UserSummary> stored = new ArrayList<>(List.of(ADA, CARL));
    private final List<String> calls = new ArrayList<>();
    private final List<List<Object>> sent = new ArrayList<>();
    private final Map<String, Function<Object[], Object>> answers = new HashMap<>();

    @Test
    void theGridShowsEachUsersRoleAndOnlyTheExceptionsOfAccessAndLockOut() {
        UsersView view = view();

        assertThat(Cells.headers(grid(view))).containsExactly("User", "Role", "Access", "Lock-out");
        assertThat(Cells.row(grid(view), ADA)).containsExactly("ada", "ADMIN", "", "");
        assertThat(Cells.row(grid(view), CARL)).containsExactly("carl", "DEVELOPER", "disabled", "locked");
        assertThat(byId(view, "user-role", Select.class).getValue()).as("the least role by default")
                .isEqualTo(Roles.VIEWER);
    }

    @Test
    void choosingARowPutsItsNameIntoTheForm() {
        UsersView view = view();

        grid(view).select(CARL);

        assertThat(field(view, "user-name").getValue()).isEqualTo("carl");
    }

    @Test
    @SuppressWarnings("unchecked")
    void addingAUserSendsTheFormClearsOnlyThePasswordAndListsAgain() {
        answers.put("create", args -> {
            sent.add(List.of(args));
            stored.add(new UserSummary(((String) args[0]).strip(), (String) args[2], true, false));
            return null;
        });
        UsersView view = view();
        field(view, "user-name").setValue(" vera ");
        byId(view, "user-password", PasswordField.class).setValue("tidal-quartz-lantern-orbit");
        byId(view, "user-role", Select.class).setValue(Roles.DEVELOPER);

        click(view, "user-create");

        assertThat(sent).containsExactly(List.of(" vera ", "tidal-quartz-lantern-orbit", Roles.DEVELOPER));
        assertThat(message(view)).isEqualTo("Added vera");
        assertThat(byId(view, "user-password", PasswordField.class).getValue()).isEmpty();
        assertThat(field(view, "user-name").getValue()).isEqualTo(" vera ");
        assertThat(calls).containsExactly("list", "create", "list");
        assertThat(grid(view).getGenericDataView().getItems().map(UserSummary::username))
                .containsExactly("ada", "carl", "vera");
    }

    @Test
    void aRefusalIsShownInTheServicesWordsAndKeepsWhatWasTyped() {
        answers.put("create", args -> {
            throw new ServiceException("A password has 12 to 200 characters.");
        });
        UsersView view = view();
        field(view, "user-name").setValue("vera");
        byId(view, "user-password", PasswordField.class).setValue("short");

        click(view, "user-create");

        assertThat(message(view)).isEqualTo("A password has 12 to 200 characters.");
        assertThat(byId(view, "user-password", PasswordField.class).getValue()).isEqualTo("short");
        assertThat(calls).as("a refused change lists nothing again").containsExactly("list", "create");
    }

    @Test
    @SuppressWarnings("unchecked")
    void eachAccessActionSendsTheNamedUserAndSaysWhatHappened() {
        for (String method : List.of("changeRole", "setEnabled", "unlock")) {
            answers.put(method, args -> {
                sent.add(List.of(args));
                return null;
            });
        }
        answers.put("resetPassword", args -> {
            sent.add(List.of(args));
            return "fresh-once-9Qz";
        });
        UsersView view = view();
        field(view, "user-name").setValue(" carl");

        byId(view, "user-role", Select.class).setValue(Roles.ADMIN);
        click(view, "user-change-role");
        assertThat(message(view)).isEqualTo("Role of carl is now ADMIN");
        click(view, "user-disable");
        assertThat(message(view)).isEqualTo("carl is disabled and signed out");
        click(view, "user-enable");
        assertThat(message(view)).isEqualTo("carl is enabled");
        click(view, "user-unlock");
        assertThat(message(view)).isEqualTo("carl is unlocked");
        click(view, "user-reset-password");
        assertThat(message(view)).isEqualTo("New password for carl (shown once): fresh-once-9Qz");

        assertThat(sent).containsExactly(List.of(" carl", Roles.ADMIN), List.of(" carl", false), List.of(" carl", true),
                List.of(" carl"), List.of(" carl"));
        assertThat(calls.stream().filter("list"::equals)).as("listed on open and after each change").hasSize(6);
    }

    private UsersView view() {
        answers.putIfAbsent("list", args -> List.copyOf(stored));
        return new UsersView(Fakes.of(UserAdminService.class, answers, calls));
    }

    @SuppressWarnings("unchecked")
    private static Grid<UserSummary> grid(UsersView view) {
        return byId(view, "user-grid", Grid.class);
    }

    private static TextField field(UsersView view, String id) {
        return byId(view, id, TextField.class);
    }

    private static void click(UsersView view, String id) {
        byId(view, id, Button.class).click();
    }

    private static String message(UsersView view) {
        return byId(view, "user-message", Paragraph.class).getText();
    }
}

package io.freshet.ui.tokens;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.textfield.TextField;
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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The API tokens page against a fake service: a new token is shown once, errors in words, the owner for ADMIN. */
class TokensViewTest {

    private static final Instant NOW = Instant.parse("2026-12-07T04:00:00Z");
    private static final String SECRET = "fsh_abcdefghijkl_" + "x".repeat(43);

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    private final List<ApiTokenInfo> stored = new ArrayList<>();
    private final List<Object[]> issued = new ArrayList<>();

    @Test
    void aUserCreatesATokenForThemselvesAndSeesItOnce() {
        TokensView view = new TokensView(service(), user(false));
        assertThat(Components.byId(view, "token-owner", TextField.class).isVisible()).isFalse();
        Components.byId(view, "token-name", TextField.class).setValue("ci-main");
        Components.byId(view, "token-create", Button.class).click();

        assertThat(issued).singleElement().satisfies(args -> {
            assertThat(args[0]).isEqualTo("");
            assertThat(args[1]).isEqualTo("ci-main");
            assertThat(args[2]).isEqualTo(TokenLifetime.DAYS_90);
        });
        assertThat(Components.byId(view, "token-secret", Span.class).getText()).isEqualTo(SECRET);
        assertThat(Components.byId(view, "token-message", Paragraph.class).getText())
                .contains("ci-main").contains("shown only this once");
        assertThat(grid(view).getGenericDataView().getItems()).hasSize(1);
        assertThat(grid(view).getColumns()).as("no User column for a user's own tokens").hasSize(7);
    }

    @Test
    void aRefusalIsShownInWordsAndNoSecretAppears() {
        TokensView view = new TokensView(service(), user(false));
        Components.byId(view, "token-name", TextField.class).setValue("taken");
        Components.byId(view, "token-create", Button.class).click();

        assertThat(Components.byId(view, "token-message", Paragraph.class).getText())
                .isEqualTo("dev has a token named taken already.");
        assertThat(Components.byId(view, "token-secret", Span.class).getText()).isEmpty();
    }

    @Test
    void anAdministratorNamesTheOwnerAndSeesWhoseTokensTheyAre() {
        TokensView view = new TokensView(service(), user(true));
        TextField owner = Components.byId(view, "token-owner", TextField.class);
        assertThat(owner.isVisible()).isTrue();
        owner.setValue("vera");
        Components.byId(view, "token-name", TextField.class).setValue("for-vera");
        Components.byId(view, "token-create", Button.class).click();

        assertThat(issued).singleElement().satisfies(args -> assertThat(args[0]).isEqualTo("vera"));
        assertThat(grid(view).getColumns()).hasSize(8);
    }

    @SuppressWarnings("unchecked")
    private static Grid<ApiTokenInfo> grid(TokensView view) {
        return Components.byId(view, "token-grid", Grid.class);
    }

    private ApiTokenService service() {
        return Fakes.of(ApiTokenService.class, Map.of(
                "list", args -> List.copyOf(stored),
                "issue", args -> {
                    if ("taken".equals(args[1])) {
                        throw new ServiceException("dev has a token named taken already.");
                    }
                    issued.add(args);
                    String owner = ((String) args[0]).isEmpty() ? "dev" : (String) args[0];
                    ApiTokenInfo info = new ApiTokenInfo(1, owner, (String) args[1], "fsh_abcdefghijkl", "dev", NOW,
                            NOW.plusSeconds(90 * 86_400L), null, null, TokenState.ACTIVE);
                    stored.add(info);
                    return new IssuedToken(info, SECRET);
                }));
    }

    private static CurrentUserService user(boolean admin) {
        return Fakes.of(CurrentUserService.class, Map.of(
                "userName", args -> admin ? "boss" : "dev",
                "hasRole", args -> admin || !Roles.ADMIN.equals(args[0])));
    }
}

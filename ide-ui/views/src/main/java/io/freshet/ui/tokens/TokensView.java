package io.freshet.ui.tokens;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.security.CurrentUserService;
import io.freshet.ui.security.Roles;
import io.freshet.ui.shell.MainLayout;
import jakarta.annotation.security.RolesAllowed;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * API tokens for CI pipelines: a user creates and revokes their own; an ADMIN also creates them for others and sees
 * and revokes everyone's. A new token is shown once, here, and never again.
 */
@Route(value = "tokens", layout = MainLayout.class)
@Menu(title = "API tokens", order = 13, icon = "vaadin:key")
@PageTitle("API tokens · Freshet")
@RolesAllowed(Roles.VIEWER)
public class TokensView extends Main {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm").withZone(ZoneOffset.UTC);

    private final ApiTokenService tokens;
    private final Grid<ApiTokenInfo> grid = new Grid<>(ApiTokenInfo.class, false);
    private final Paragraph message = new Paragraph();
    private final Span secret = new Span();

    public TokensView(ApiTokenService tokens, CurrentUserService user) {
        this.tokens = tokens;
        boolean admin = user.hasRole(Roles.ADMIN);
        getStyle().set("padding", "var(--lumo-space-l)");
        grid.setId("token-grid");
        if (admin) {
            grid.addColumn(ApiTokenInfo::owner).setHeader("User");
        }
        grid.addColumn(ApiTokenInfo::name).setHeader("Name");
        grid.addColumn(t -> t.prefix() + "…").setHeader("Token");
        grid.addColumn(t -> when(t.createdAt()) + (t.createdBy().equals(t.owner()) ? "" : " by " + t.createdBy()))
                .setHeader("Created");
        grid.addColumn(t -> t.lastUsedAt() == null ? "never" : when(t.lastUsedAt())).setHeader("Last used");
        grid.addColumn(t -> t.expiresAt() == null ? "no expiry" : when(t.expiresAt())).setHeader("Expires");
        grid.addColumn(t -> t.state().name().toLowerCase(Locale.ROOT)).setHeader("State");
        grid.addComponentColumn(this::revokeButton).setHeader("");
        grid.setAllRowsVisible(true);
        message.setId("token-message");
        secret.setId("token-secret");
        secret.getStyle().set("font-family", "var(--lumo-font-family-monospace, monospace)")
                .set("user-select", "all").set("word-break", "break-all");

        TextField name = new TextField("Name");
        name.setId("token-name");
        name.setPlaceholder("e.g. ci-main");
        name.setMaxLength(ApiTokenService.MAX_NAME);
        TextField owner = new TextField("For user");
        owner.setId("token-owner");
        owner.setPlaceholder("yourself");
        owner.setVisible(admin);
        Select<TokenLifetime> lifetime = new Select<>();
        lifetime.setLabel("Valid for");
        lifetime.setId("token-lifetime");
        lifetime.setItems(TokenLifetime.values());
        lifetime.setItemLabelGenerator(TokenLifetime::label);
        lifetime.setValue(TokenLifetime.DAYS_90);
        Button create = new Button("Create token", e -> act(() -> {
            IssuedToken issued = tokens.issue(owner.getValue(), name.getValue(), lifetime.getValue());
            secret.setText(issued.secret());
            name.clear();
            return "Token " + issued.token().name() + " for " + issued.token().owner() + " created. Copy it now:"
                    + " it is shown only this once.";
        }));
        create.setId("token-create");
        create.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        HorizontalLayout form = new HorizontalLayout(name, owner, lifetime, create);
        form.setAlignItems(HorizontalLayout.Alignment.BASELINE);

        add(new H2("API tokens"), new Paragraph("A token lets a CI pipeline plan and apply a project through"
                + " /api/v1 (freshet-sql.jar plan|apply) as " + (admin ? "its user" : "you") + ", with that"
                + " user's role at the time of each call."), form, message, secret, grid);
        grid.setItems(tokens.list());
    }

    private Button revokeButton(ApiTokenInfo token) {
        Button revoke = new Button("Revoke", e -> act(() -> {
            secret.setText("");
            tokens.revoke(token.id());
            return "Token " + token.name() + " of " + token.owner() + " is revoked.";
        }));
        revoke.addClassName("token-revoke");
        revoke.getElement().setAttribute("data-token", token.name());
        revoke.getElement().setAttribute("data-owner", token.owner());
        revoke.addThemeVariants(ButtonVariant.LUMO_ERROR, ButtonVariant.LUMO_SMALL);
        revoke.setEnabled(token.state() != TokenState.REVOKED);
        return revoke;
    }

    private void act(Supplier<String> action) {
        try {
            message.setText(action.get());
        } catch (ServiceException e) {
            message.setText(e.userMessage());
        }
        grid.setItems(tokens.list());
    }

    private static String when(Instant at) {
        return WHEN.format(at) + " UTC";
    }
}

package io.freshet.ui.security;

import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.login.LoginForm;
import com.vaadin.flow.component.login.LoginI18n;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;

/** The only page open to anonymous visitors: the form posts to Spring Security's login endpoint. */
@Route("login")
@PageTitle("Sign in · Freshet")
@AnonymousAllowed
public class LoginView extends Main implements BeforeEnterObserver {

    /** One message for every failed check of a user's credentials: it must not tell which part was wrong. */
    private static final String WRONG = "Wrong user name or password, or the account is locked for a while "
            + "after too many failed attempts.";
    /** The server refused the attempt before looking at the credentials: too many failures from this address. */
    private static final String THROTTLED = "Too many failed sign-ins from your network address. Try again later.";
    /** The page's session (and its CSRF token) had ended before the form was sent. */
    private static final String EXPIRED = "This sign-in page had expired. Sign in again.";

    private final LoginForm form = new LoginForm();

    public LoginView() {
        form.setI18n(i18n(WRONG));
        form.setAction("login");
        form.setForgotPasswordButtonVisible(false);
        form.setId("login-form");
        getStyle().set("display", "flex").set("justify-content", "center").set("padding", "var(--lumo-space-xl)");
        add(form);
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        var parameters = event.getLocation().getQueryParameters().getParameters();
        if (parameters.containsKey("throttled")) {
            form.setI18n(i18n(THROTTLED));
        } else if (parameters.containsKey("expired")) {
            form.setI18n(i18n(EXPIRED));
        }
        form.setError(parameters.containsKey("error") || parameters.containsKey("throttled")
                || parameters.containsKey("expired"));
    }

    private static LoginI18n i18n(String error) {
        LoginI18n i18n = LoginI18n.createDefault();
        i18n.getForm().setTitle("Sign in to Freshet");
        i18n.getForm().setUsername("User name");
        i18n.getErrorMessage().setTitle("Sign-in failed");
        i18n.getErrorMessage().setMessage(error);
        return i18n;
    }
}

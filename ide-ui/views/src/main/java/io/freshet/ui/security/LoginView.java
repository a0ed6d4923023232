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

    private final LoginForm form = new LoginForm();

    public LoginView() {
        LoginI18n i18n = LoginI18n.createDefault();
        i18n.getForm().setTitle("Sign in to Freshet");
        i18n.getForm().setUsername("User name");
        // one message for every failure: it must not tell an attacker which part was wrong
        i18n.getErrorMessage().setTitle("Sign-in failed");
        i18n.getErrorMessage().setMessage("Wrong user name or password, or the account is locked for a while "
                + "after too many failed attempts.");
        form.setI18n(i18n);
        form.setAction("login");
        form.setForgotPasswordButtonVisible(false);
        form.setId("login-form");
        getStyle().set("display", "flex").set("justify-content", "center").set("padding", "var(--lumo-space-xl)");
        add(form);
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        form.setError(event.getLocation().getQueryParameters().getParameters().containsKey("error"));
    }
}

package io.freshet.backend.security;

import com.vaadin.flow.spring.security.AuthenticationContext;
import io.freshet.ui.security.CurrentUserService;
import jakarta.annotation.security.PermitAll;
import org.springframework.stereotype.Service;

/** The signed-in user for the views, from Vaadin's Spring Security integration. */
@Service
public class SignedInUser implements CurrentUserService {

    private final AuthenticationContext context;

    public SignedInUser(AuthenticationContext context) {
        this.context = context;
    }

    @Override
    @PermitAll
    public String userName() {
        return context.getPrincipalName().orElse("");
    }

    @Override
    @PermitAll
    public boolean hasRole(String role) {
        return context.hasRole(role);
    }

    @Override
    @PermitAll
    public void logout() {
        context.logout();
    }
}

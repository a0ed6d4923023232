package io.freshet.backend.security;

import io.freshet.ui.security.Roles;
import java.util.Arrays;
import java.util.List;
import org.springframework.security.core.authority.SimpleGrantedAuthority;

/** The roles as stored in {@code app_user.role}; each one grants itself and every lower role. */
public enum Role {
    VIEWER(Roles.VIEWER),
    DEVELOPER(Roles.DEVELOPER),
    ADMIN(Roles.ADMIN);

    private final String name;

    Role(String name) {
        this.name = name;
    }

    /** ROLE_ authorities for this role and all below it, so rules name only the lowest role that may act. */
    public List<SimpleGrantedAuthority> authorities() {
        return Arrays.stream(values()).filter(r -> r.ordinal() <= ordinal())
                .map(r -> new SimpleGrantedAuthority("ROLE_" + r.name)).toList();
    }
}

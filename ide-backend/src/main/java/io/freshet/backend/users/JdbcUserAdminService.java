package io.freshet.backend.users;

import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.security.Role;
import io.freshet.backend.security.UserAccounts;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.security.Roles;
import io.freshet.ui.users.UserAdminService;
import io.freshet.ui.users.UserSummary;
import jakarta.annotation.security.RolesAllowed;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Service;

/** User administration; creations and role changes go into the audit log. */
@Service
public class JdbcUserAdminService implements UserAdminService {

    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9._@-]{1,100}");

    private final UserAccounts accounts;
    private final PasswordEncoder encoder;
    private final AuditLog audit;

    public JdbcUserAdminService(UserAccounts accounts, PasswordEncoder encoder, AuditLog audit) {
        this.accounts = accounts;
        this.encoder = encoder;
        this.audit = audit;
    }

    @Override
    @RolesAllowed(Roles.ADMIN)
    public List<UserSummary> list() {
        return accounts.list();
    }

    @Override
    @RolesAllowed(Roles.ADMIN)
    public void create(String username, String password, String role) {
        String name = name(username);
        Role r = role(role);
        if (password == null || password.length() < MIN_PASSWORD || password.length() > 200) {
            throw new ServiceException("A password has " + MIN_PASSWORD + " to 200 characters.");
        }
        try {
            accounts.create(name, encoder.encode(password), r);
        } catch (DuplicateKeyException e) {
            throw new ServiceException("The user " + name + " exists already.");
        }
        audit.record(AuditAction.USER_CREATED, name, AuditLog.SUCCESS, "role " + r);
    }

    @Override
    @RolesAllowed(Roles.ADMIN)
    public void changeRole(String username, String role) {
        String name = name(username);
        Role r = role(role);
        Role previous = accounts.changeRole(name, r)
                .orElseThrow(() -> new ServiceException("There is no user " + name + "."));
        audit.record(AuditAction.ROLE_CHANGED, name, AuditLog.SUCCESS, previous + " -> " + r);
    }

    private static String name(String username) {
        String name = username == null ? "" : username.strip();
        if (!NAME.matcher(name).matches()) {
            throw new ServiceException("A user name is 1 to 100 letters, digits, '.', '_', '@' or '-'.");
        }
        return name;
    }

    private static Role role(String role) {
        try {
            return Role.valueOf(String.valueOf(role).toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new ServiceException("A role is VIEWER, DEVELOPER or ADMIN.");
        }
    }
}

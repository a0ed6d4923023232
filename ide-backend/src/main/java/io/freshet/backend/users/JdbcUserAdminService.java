package io.freshet.backend.users;

import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.security.ActiveSessions;
import io.freshet.backend.security.InitialAdmin;
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
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Service;

/**
 * User administration. Every change is audited; changes to someone's access end their open sessions so
 * they apply at once, and the last enabled administrator can be neither demoted nor disabled.
 */
@Service
public class JdbcUserAdminService implements UserAdminService {

    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9._@-]{1,100}");

    private final UserAccounts accounts;
    private final PasswordEncoder encoder;
    private final AuditLog audit;
    private final ActiveSessions sessions;
    private final PasswordPolicy passwords;

    public JdbcUserAdminService(UserAccounts accounts, PasswordEncoder encoder, AuditLog audit,
                                ActiveSessions sessions, PasswordPolicy passwords) {
        this.accounts = accounts;
        this.encoder = encoder;
        this.audit = audit;
        this.sessions = sessions;
        this.passwords = passwords;
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
        passwords.check(name, password);
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
        Role previous = existing(name);
        if (previous == Role.ADMIN && r != Role.ADMIN) {
            refuseSelf(name, "change your own role");
            refuseLastAdmin(name);
        }
        accounts.changeRole(name, r);
        int ended = sessions.endSessionsOf(name);
        audit.record(AuditAction.ROLE_CHANGED, name, AuditLog.SUCCESS, previous + " -> " + r + sessionsNote(ended));
    }

    @Override
    @RolesAllowed(Roles.ADMIN)
    public void setEnabled(String username, boolean enabled) {
        String name = name(username);
        Role role = existing(name);
        if (!enabled) {
            refuseSelf(name, "disable your own account");
            if (role == Role.ADMIN) {
                refuseLastAdmin(name);
            }
        }
        accounts.setEnabled(name, enabled);
        int ended = enabled ? 0 : sessions.endSessionsOf(name);
        audit.record(enabled ? AuditAction.USER_ENABLED : AuditAction.USER_DISABLED, name, AuditLog.SUCCESS,
                sessionsNote(ended).strip());
    }

    @Override
    @RolesAllowed(Roles.ADMIN)
    public void unlock(String username) {
        String name = name(username);
        existing(name);
        accounts.recordSuccess(name);
        audit.record(AuditAction.USER_UNLOCKED, name, AuditLog.SUCCESS, "");
    }

    @Override
    @RolesAllowed(Roles.ADMIN)
    public String resetPassword(String username) {
        String name = name(username);
        existing(name);
        String password = InitialAdmin.randomPassword();
        accounts.setPassword(name, encoder.encode(password));
        int ended = sessions.endSessionsOf(name);
        // the password itself never goes into the audit log
        audit.record(AuditAction.PASSWORD_RESET, name, AuditLog.SUCCESS, sessionsNote(ended).strip());
        return password;
    }

    private Role existing(String name) {
        return accounts.role(name).orElseThrow(() -> new ServiceException("There is no user " + name + "."));
    }

    private static void refuseSelf(String name, String what) {
        Authentication auth = SecurityContextHolder.getContext().getAuthentication();
        if (auth != null && name.equals(auth.getName())) {
            throw new ServiceException("You cannot " + what + "; another administrator can.");
        }
    }

    private void refuseLastAdmin(String name) {
        if (accounts.otherEnabledAdmins(name) == 0) {
            throw new ServiceException(name + " is the last enabled administrator; make someone else ADMIN first.");
        }
    }

    private static String sessionsNote(int ended) {
        return ended == 0 ? "" : " (ended " + ended + " open session" + (ended == 1 ? "" : "s") + ")";
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

package io.freshet.backend.secrets;

import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.security.Roles;
import io.freshet.ui.settings.SecretsService;
import jakarta.annotation.security.RolesAllowed;
import java.util.List;
import java.util.regex.Pattern;
import org.springframework.stereotype.Service;

/** Secrets for administrators; audited by name only, the value is never recorded. */
@Service
public class AdminSecretsService implements SecretsService {

    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9._-]{1,200}");
    private static final int MAX_VALUE = 4000;

    private final SecretStore store;
    private final AuditLog audit;

    public AdminSecretsService(SecretStore store, AuditLog audit) {
        this.store = store;
        this.audit = audit;
    }

    @Override
    @RolesAllowed(Roles.ADMIN)
    public List<String> names() {
        return store.names();
    }

    @Override
    @RolesAllowed(Roles.ADMIN)
    public void set(String name, String value) {
        String n = name == null ? "" : name.strip();
        if (!NAME.matcher(n).matches()) {
            throw new ServiceException("A secret name is 1 to 200 letters, digits, '.', '_' or '-'.");
        }
        if (value == null || value.isEmpty() || value.length() > MAX_VALUE) {
            throw new ServiceException("A secret value is 1 to " + MAX_VALUE + " characters.");
        }
        store.put(n, value);
        audit.record(AuditAction.SECRET_CHANGED, n, AuditLog.SUCCESS, null);
    }
}

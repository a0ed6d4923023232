package io.freshet.backend.audit;

import io.freshet.ui.audit.AuditEntry;
import io.freshet.ui.audit.AuditQuery;
import io.freshet.ui.audit.AuditService;
import io.freshet.ui.security.Roles;
import jakarta.annotation.security.RolesAllowed;
import java.util.List;
import org.springframework.stereotype.Service;

/** The audit log as administrators read it. */
@Service
public class AuditViewService implements AuditService {

    private final AuditLog log;

    public AuditViewService(AuditLog log) {
        this.log = log;
    }

    @Override
    @RolesAllowed(Roles.ADMIN)
    public List<AuditEntry> find(AuditQuery query) {
        return log.find(query);
    }
}

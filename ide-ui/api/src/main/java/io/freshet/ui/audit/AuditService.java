package io.freshet.ui.audit;

import java.util.List;

/** Read access to the audit log for administrators; nothing here changes it. */
public interface AuditService {

    List<AuditEntry> find(AuditQuery query);
}

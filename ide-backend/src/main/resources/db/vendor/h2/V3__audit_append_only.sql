-- The audit log is append-only in the database itself, not only in Freshet's code.
CREATE TRIGGER audit_event_no_update BEFORE UPDATE ON audit_event
    FOR EACH ROW CALL 'io.freshet.backend.audit.AppendOnlyTrigger';
CREATE TRIGGER audit_event_no_delete BEFORE DELETE ON audit_event
    FOR EACH ROW CALL 'io.freshet.backend.audit.AppendOnlyTrigger';

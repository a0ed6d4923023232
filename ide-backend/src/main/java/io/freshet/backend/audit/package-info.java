/**
 * The append-only audit log: {@code AuditLog} (no update and no delete path; a database trigger,
 * {@code AppendOnlyTrigger} on H2 and its PL/pgSQL twin, refuses both), what an entry records ({@code AuditAction},
 * {@code StatementAudit}), how administrators read it ({@code AuditViewService}) and the redaction of password options
 * in statement text ({@code SecretRedaction}). Every feature records through it, so it must not depend on any other
 * backend package, and it must never store a secret's value.
 */
package io.freshet.backend.audit;

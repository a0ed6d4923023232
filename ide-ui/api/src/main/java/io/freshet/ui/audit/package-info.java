/**
 * The audit log's contract for administrators: {@code AuditService} reads it with an {@code AuditQuery} filter and
 * answers {@code AuditEntry} lines, newest first; nothing here changes the log. Contracts only (interfaces and
 * immutable records, implemented in ide-backend): it must not use Vaadin, Spring or any backend class.
 */
package io.freshet.ui.audit;

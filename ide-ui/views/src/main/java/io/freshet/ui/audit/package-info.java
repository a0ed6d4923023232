/**
 * The audit log page for administrators ({@code AuditView}), newest first, filtered by user, action and free text. It
 * reads through {@code AuditService} only and offers no way to change an entry. It must not reach the backend or Flink:
 * it calls only the service interfaces of ide-ui/api (this module does not depend on ide-backend), and it judges
 * nothing a service already answers.
 */
package io.freshet.ui.audit;

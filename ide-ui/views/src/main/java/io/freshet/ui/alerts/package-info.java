/**
 * The alert pages: what fired, for anyone signed in (incidents, open ones first, and every notice sent; developers
 * acknowledge), and for administrators the channels (e-mail or webhook, the password or URL write-only, a test message
 * each) and the rules with their silences. It must not reach the backend or Flink: it calls only the service interfaces
 * of ide-ui/api (this module does not depend on ide-backend), and it judges nothing a service already answers.
 */
package io.freshet.ui.alerts;

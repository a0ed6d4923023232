/**
 * The API tokens page ({@code TokensView}): a user creates and revokes their own tokens, an administrator everyone's; a
 * new token is shown once and never again. It must not reach the backend or Flink: it calls only the service interfaces
 * of ide-ui/api (this module does not depend on ide-backend), and it judges nothing a service already answers.
 */
package io.freshet.ui.tokens;

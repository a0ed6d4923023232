/**
 * The health model on screen: the Health page ({@code HealthView}) with counts per state, layer and project and every
 * subject worst first with its lag chart, the landing page's summary, and a table page's health line. These show the
 * model's states as the service answers them; they must not judge a table or ingestion themselves. It must not reach
 * the backend or Flink: it calls only the service interfaces of ide-ui/api (this module does not depend on
 * ide-backend), and it judges nothing a service already answers.
 */
package io.freshet.ui.health;

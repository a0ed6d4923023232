/**
 * The Settings page for administrators ({@code SettingsView}): the statement policy as a per-role form and as JSON text
 * with a trial against a chosen role, and the stored secrets by name (a value can be replaced, never shown). It must
 * not reach the backend or Flink: it calls only the service interfaces of ide-ui/api (this module does not depend on
 * ide-backend), and it judges nothing a service already answers.
 */
package io.freshet.ui.settings;

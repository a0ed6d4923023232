/**
 * The editor's contracts: {@code EditorAnalysisService} (diagnostics, completion, formatting, the statement at the
 * cursor) and {@code EditorTabsService} (open tabs per user), their values, the JSON the browser editor reads and every
 * keyboard shortcut's name. Contracts only (interfaces and immutable records, implemented in ide-backend): it must not
 * use Vaadin, Spring or any backend class.
 */
package io.freshet.ui.editor;

/**
 * The SQL editor ({@code EditorView}): CodeMirror 6 as a Vaadin field ({@code SqlEditor}), open scripts as tabs with
 * drafts, conflicts and saving, live diagnostics and the problems panel, the toolbar and shortcuts, runs of the
 * statement or script with their results, EXPLAIN, and the lineage impact of the statement at the cursor. It must not
 * reach the backend or Flink: it calls only the service interfaces of ide-ui/api (this module does not depend on
 * ide-backend), and it judges nothing a service already answers.
 */
package io.freshet.ui.editor;

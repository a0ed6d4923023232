package io.freshet.ui.editor;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.splitlayout.SplitLayout;
import com.vaadin.flow.component.tabs.TabsVariant;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import io.freshet.analysis.script.SourceText;
import io.freshet.analysis.script.SqlLexer;
import io.freshet.ui.catalog.CatalogService;
import io.freshet.ui.catalog.CreateMaterializedTableDialog;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.lineage.LineageService;
import io.freshet.ui.projects.ProjectService;
import io.freshet.ui.projects.ProjectTree;
import io.freshet.ui.run.ResultsPanel;
import io.freshet.ui.run.RunService;
import io.freshet.ui.scripts.ScriptService;
import io.freshet.ui.security.CurrentUserService;
import io.freshet.ui.security.Roles;
import io.freshet.ui.shell.MainLayout;
import jakarta.annotation.security.RolesAllowed;
import java.util.List;
import java.util.Optional;

/**
 * The SQL editor: the project tree on the left, open scripts in tabs, live diagnostics in the problems panel, the
 * results of runs below.
 * {@code editor/<scriptId>} opens that script; plain {@code editor} brings back the user's last tabs, or, with none,
 * the user's own scratch query (ad-hoc SQL outside every project; Scratch opens it too).
 */
@Route(value = "editor/:scriptId?", layout = MainLayout.class)
@Menu(title = "Editor", order = 2, icon = "vaadin:code")
@PageTitle("Editor · Freshet")
@RolesAllowed(Roles.VIEWER)
public class EditorView extends Main implements BeforeEnterObserver {

    private final ScriptService scripts;
    private final EditorAnalysisService analysis;
    private final boolean canEdit;
    private final EditorTabs tabs;
    private final ProblemsPanel problems = new ProblemsPanel();
    private final Paragraph message = new Paragraph();
    private final EditorRuns runs;
    private boolean restored;

    public EditorView(ScriptService scripts, ProjectService projects, EditorAnalysisService analysis,
                      EditorTabsService tabStore, RunService runService, CatalogService catalog,
                      LineageService lineage, CurrentUserService user) {
        this.scripts = scripts;
        this.analysis = analysis;
        this.canEdit = user.hasRole(Roles.DEVELOPER);
        this.tabs = new EditorTabs(tabStore, this::newTab);
        ResultsPanel results = new ResultsPanel(runService);
        this.runs = new EditorRuns(runService, analysis, results, canEdit, message::setText);
        setId("editor-view");
        setSizeFull();
        message.setId("editor-message");
        message.getStyle().set("margin", "0");
        problems.onSelect(this::reveal);
        tabs.onActivate(this::activated);

        HorizontalLayout bar = new HorizontalLayout(tabs.tabs());
        bar.setWidthFull();
        bar.setFlexGrow(1, tabs.tabs());
        EditorImpact impact = new EditorImpact(lineage, analysis, message::setText);
        Button impactButton = new Button("Impact", e -> tabs.active().ifPresentOrElse(tab -> tab.editor()
                .requestSelection(selection -> guarded(() -> impact.show(tab, selection))),
                () -> message.setText("Open a script first.")));
        impactButton.setId("editor-impact");
        impactButton.addThemeVariants(ButtonVariant.LUMO_SMALL, ButtonVariant.LUMO_TERTIARY);
        impactButton.setTooltipText("Show in the lineage graph what the table written by the statement at the cursor feeds");
        bar.add(impactButton);
        if (canEdit) {
            Button scratch = new Button("Scratch", e -> openScratch());
            scratch.addThemeVariants(ButtonVariant.LUMO_SMALL, ButtonVariant.LUMO_TERTIARY);
            scratch.setId("editor-scratch");
            scratch.setTooltipText("Your own scratch query: ad-hoc SQL outside every project, seen only by you and"
                    + " never deployed");
            bar.add(scratch);
            Button materialize = new Button("Materialize", e -> materialize(catalog));
            materialize.addThemeVariants(ButtonVariant.LUMO_SMALL, ButtonVariant.LUMO_TERTIARY);
            materialize.setId("editor-materialize");
            materialize.setTooltipText("Create a materialized table from the selected query, or the query at the cursor");
            bar.add(materialize);
        }
        // the tabs and the toolbar share one row: every line of chrome is a line of SQL less at 1400x900
        bar.addComponentAtIndex(1, new EditorToolbar(canEdit, this::act));
        bar.setAlignItems(FlexComponent.Alignment.CENTER);
        bar.setSpacing(false);
        bar.getStyle().set("gap", "var(--lumo-space-xs)");
        tabs.tabs().setMinWidth("0");
        tabs.tabs().addThemeVariants(TabsVariant.LUMO_SMALL);
        VerticalLayout top = new VerticalLayout(bar, message, tabs.area());
        top.setPadding(false);
        top.setSpacing(false);
        top.setSizeFull();
        top.setFlexGrow(1, tabs.area());
        VerticalLayout bottom = new VerticalLayout(problems, results);
        bottom.setPadding(false);
        bottom.setSpacing(false);
        bottom.setSizeFull();
        bottom.setFlexGrow(1, results);
        results.fillHeight();
        SplitLayout right = new SplitLayout(top, bottom, SplitLayout.Orientation.VERTICAL);
        // 60/40 at 1400x900: twenty lines of SQL above, ten result rows below
        right.setSplitterPosition(60);
        right.setSizeFull();
        ProjectTree tree = new ProjectTree(projects, scripts, user);
        tree.addOpenScriptListener(e -> open(e.scriptId()));
        tree.addScriptRemovedListener(e -> e.scriptIds().forEach(tabs::closeWithoutSaving));
        tree.addVersionRestoredListener(e -> tabs.find(e.script().id()).ifPresent(tab -> tab.restored(e.script())));
        // wide enough for the tree's one row of icons at 1024 px
        tree.setMinWidth("13.5rem");
        SplitLayout split = new SplitLayout(tree, right);
        split.setSplitterPosition(22);
        split.setSizeFull();
        add(split);
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        Long wanted = event.getRouteParameters().get("scriptId").flatMap(EditorView::parseId).orElse(null);
        if (!restored) {
            restored = true;
            // one pass selects the wanted tab: selecting a stored tab and then another in the same response
            // let the browser's tabs report the first back, which hid the wanted script
            tabs.restore(wanted);
            if (wanted == null && tabs.all().isEmpty() && canEdit) {
                openScratch();
            }
        }
        if (wanted != null) {
            open(wanted);
        }
    }

    /** Opens the user's scratch query, made on first use. */
    private void openScratch() {
        guarded(() -> open(scripts.scratch().id()));
    }

    /** Opens a script in a tab; a script that cannot be opened leaves a message, not an error page. */
    public void open(long scriptId) {
        try {
            tabs.open(scriptId);
            message.setText("");
        } catch (ServiceException e) {
            message.setText(e.userMessage());
        }
    }

    private ScriptTab newTab(long scriptId) {
        ScriptTab tab = new ScriptTab(scripts.open(scriptId), scripts, analysis, canEdit, this::diagnosticsChanged);
        runs.bind(tab);
        tab.editor().addShortcutsListener(e -> new ShortcutSheet().open());
        return tab;
    }

    /** A toolbar button: what its key does in the active script. */
    private void act(EditorShortcuts.Action action) {
        if (action == EditorShortcuts.Action.SHORTCUTS) {
            new ShortcutSheet().open();
        } else {
            tabs.active().ifPresentOrElse(tab -> tab.editor().trigger(action),
                    () -> message.setText("Open a script first."));
        }
    }

    private void diagnosticsChanged(List<EditorDiagnostic> diagnostics) {
        // only the visible script's findings are listed; a hidden tab's arrive when it is selected again
        tabs.active().filter(tab -> tab.diagnostics().current() == diagnostics)
                .ifPresent(tab -> problems.setDiagnostics(diagnostics));
    }

    private void activated(Optional<ScriptTab> tab) {
        problems.setDiagnostics(tab.map(t -> t.diagnostics().current()).orElse(List.of()));
        runs.activated(tab);
        // while the route is still being entered the view is not attached yet: the current UI is the one to address
        tab.ifPresent(t -> getUI().or(() -> Optional.ofNullable(UI.getCurrent())).ifPresent(ui -> ui.getPage()
                .getHistory().replaceState(null, "editor/" + t.scriptId())));
    }

    private void materialize(CatalogService catalog) {
        tabs.active().ifPresentOrElse(tab -> tab.editor().requestSelection(selection -> {
            Optional<StatementSpan> statement = Optional.ofNullable(analysis.statementToRun(selection.text(),
                    selection.from(), selection.to()));
            if (statement.isEmpty() || !isQuery(statement.get().text())) {
                message.setText("Put the cursor in a SELECT (or WITH) query, or select one, to make it a materialized table.");
                return;
            }
            try {
                message.setText("");
                new CreateMaterializedTableDialog(catalog, statement.get().text()).open();
            } catch (ServiceException e) {
                message.setText(e.userMessage());
            }
        }), () -> message.setText("Open a script first."));
    }

    private void guarded(Runnable action) {
        try {
            action.run();
        } catch (ServiceException e) {
            message.setText(e.userMessage());
        }
    }

    private void reveal(EditorDiagnostic diagnostic) {
        tabs.active().ifPresent(tab -> {
            SourceText text = new SourceText(tab.editor().getValue());
            tab.editor().reveal(text.startOffset(diagnostic.range()), text.endOffset(diagnostic.range()));
        });
    }

    /** A query, in parentheses or not: what CREATE MATERIALIZED TABLE ... AS accepts. */
    static boolean isQuery(String sql) {
        return SqlLexer.significant(sql).stream().filter(t -> !t.isSymbol('(')).findFirst()
                .filter(t -> t.isWord("SELECT") || t.isWord("WITH") || t.isWord("VALUES")).isPresent();
    }

    private static Optional<Long> parseId(String text) {
        try {
            return Optional.of(Long.parseLong(text));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}

package io.freshet.backend.editor;

import io.freshet.analysis.ScriptAnalysis;
import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.SqlAnalysisException;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.planner.CompletionItem;
import io.freshet.analysis.parse.ParsedStatement;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.policy.StatementGuard;
import io.freshet.backend.scripts.ScriptSavedEvent;
import io.freshet.backend.warehouse.LiveCatalog;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.editor.CheckedFindings;
import io.freshet.ui.editor.CompletionProposal;
import io.freshet.ui.editor.EditorAnalysisService;
import io.freshet.ui.editor.EditorDiagnostic;
import io.freshet.ui.editor.StatementSpan;
import io.freshet.ui.editor.Validation;
import io.freshet.ui.projects.ProjectService;
import io.freshet.ui.scripts.ScriptDocument;
import io.freshet.ui.scripts.ScriptService;
import io.freshet.ui.security.Roles;
import jakarta.annotation.PreDestroy;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicReference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Service;

/**
 * The editor's analysis on sql-analysis: parsing and the statement policy on every change, Flink's planner on the
 * statement being edited at once and on the whole text after a pause. What the policy refuses for the user's role
 * is shown as an error before the user runs it.
 */
@Service
public class AnalysisEditorService implements EditorAnalysisService {

    /**
     * The pause after the last change before the whole text's semantic validation (the planner's interactive tier)
     * starts; the statement being edited is validated at once.
     */
    static final Duration VALIDATION_DELAY = Duration.ofMillis(400);
    private static final Logger LOG = LoggerFactory.getLogger(AnalysisEditorService.class);

    private final ScriptAnalyzer analyzer = new ScriptAnalyzer();
    private final ProjectCatalog projectCatalog = new ProjectCatalog(analyzer);
    private final LiveCatalog live;
    private final ScriptService scripts;
    private final ProjectService projects;
    private final EarlierDdl earlierDdl;
    private final StatementGuard guard;
    // one planner at a time: the machine has few cores and the editor must stay responsive
    private final ScheduledExecutorService executor = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "freshet-editor-analysis");
        thread.setDaemon(true);
        return thread;
    });
    /** The last syntax check's parse: the validation of the same text that follows it reuses it. */
    private final AtomicReference<ScriptAnalysis> lastSyntax = new AtomicReference<>();
    private final PendingValidations<CheckedFindings, List<EditorDiagnostic>> pending =
            new PendingValidations<>(executor);

    public AnalysisEditorService(LiveCatalog live, ScriptService scripts, ProjectService projects,
            StatementGuard guard) {
        this.guard = guard;
        this.live = live;
        this.scripts = scripts;
        this.projects = projects;
        this.earlierDdl = new EarlierDdl(this::earlierScripts);
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public List<EditorDiagnostic> checkSyntax(String text) {
        ScriptAnalysis syntax = analyzer.analyze(text);
        lastSyntax.set(syntax);
        return DiagnosticMapper.merge(DiagnosticMapper.map(syntax.diagnostics(), "syntax"),
                refusals(syntax.statements(), AuditLog.currentActor()));
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public Validation validate(String editorKey, Long scriptId, String text, int cursor) {
        // read the project here, in the caller's thread: the scripts service checks the caller's role
        String earlier = earlierDdl.read(scriptId);
        CatalogSnapshot catalog = scriptId == null ? live.current()
                : projectCatalog.withoutDefinedRemembered(live.current(), earlier, text);
        String user = AuditLog.currentActor();
        ScriptAnalysis syntax = lastSyntax.get();
        ValidationRun run = new ValidationRun(analyzer, text, syntax != null && syntax.script().source().text()
                .equals(text) ? syntax : null, cursor, () -> projectCatalog.after(catalog, earlier),
                statements -> refusals(statements, user));
        PendingValidations.Results<CheckedFindings, List<EditorDiagnostic>> results = pending.submit(editorKey,
                new PendingValidations.Step<>(Duration.ZERO, run::atCursor),
                new PendingValidations.Step<>(VALIDATION_DELAY, run::whole));
        return new Validation(results.first(), results.second());
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public List<CompletionProposal> complete(Long scriptId, String text, int offset) {
        if (offset < 0 || offset > text.length()) {
            return List.of();
        }
        try {
            // the project as the last validation read it: a completion request reads no scripts from the database
            CatalogSnapshot base = projectCatalog.after(live.current(), earlierDdl.remembered(scriptId));
            List<CompletionItem> items = analyzer.complete(text, offset, base);
            return items.stream().map(item -> new CompletionProposal(item.label(), item.kind().name(),
                    item.kind().name().toLowerCase(Locale.ROOT), item.replaceFrom())).toList();
        } catch (SqlAnalysisException e) {
            LOG.warn("Completion failed: {}", e.getMessage(), e);
            return List.of();
        }
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public StatementSpan statementToRun(String text, int from, int to) {
        return StatementFinder.toRun(text, from, to);
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public String format(String text) {
        return SqlFormatter.format(text);
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public void release(String editorKey) {
        pending.release(editorKey);
    }

    /** A saved script may come before any other: completion reads the project again. */
    @EventListener
    @PermitAll // an application event, no user call: it only forgets cached DDL
    public void onScriptSaved(ScriptSavedEvent event) {
        earlierDdl.forgetAll();
    }

    /** The policy's refusals for the user's role; none to show when the policy cannot be read. */
    private List<EditorDiagnostic> refusals(List<ParsedStatement> statements, String user) {
        try {
            return DiagnosticMapper.map(guard.diagnostics(statements, user), "policy");
        } catch (RuntimeException e) {
            // the gate still judges the statement when it runs; the editor only loses its early warning
            LOG.warn("The statement policy could not check the editor's text: {}", e.getMessage());
            return List.of();
        }
    }

    /** Editors with a validation scheduled or running. */
    int pendingCount() {
        return pending.size();
    }

    private List<ScriptDocument> earlierScripts(Long scriptId) {
        if (scriptId == null) {
            return List.of();
        }
        try {
            String project = scripts.open(scriptId).project();
            return ProjectOrder.before(projects.scriptsInOrder(project), scriptId);
        } catch (ServiceException gone) {
            // a script deleted meanwhile is analysed on its own
            return List.of();
        }
    }

    @PreDestroy
    void stop() {
        executor.shutdownNow();
    }
}

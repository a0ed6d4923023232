package io.freshet.backend.scripts;

import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.scripts.ScriptConflictException;
import io.freshet.ui.scripts.ScriptDocument;
import io.freshet.ui.scripts.ScriptDraft;
import io.freshet.ui.scripts.ScriptRevision;
import io.freshet.ui.scripts.ScriptService;
import io.freshet.ui.security.Roles;
import jakarta.annotation.security.RolesAllowed;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Scripts in the database: every save is a new version, and a save on a stale version is refused. Autosave
 * keeps a draft per script and user instead of a version. A user's scratch queries live in a project of their own
 * that nobody else can open, save or deploy (to anyone else it does not exist).
 */
@Service
public class JdbcScriptService implements ScriptService {

    /** A scratch project's name: it contains '/', which {@link ProjectPaths#projectName} refuses for shared ones. */
    static final String SCRATCH_PROJECT = "~/";
    static final String SCRATCH_PATH = "scratch.sql";
    private static final String SCRATCH_TEXT = "-- Your scratch queries: only you see them, and they are never deployed."
            + "\n-- Runs keep no version; Ctrl+S saves one.\n";

    private final ScriptStore store;
    private final AuditLog audit;
    private final TransactionTemplate tx;
    private final ApplicationEventPublisher events;

    public JdbcScriptService(ScriptStore store, AuditLog audit, TransactionTemplate tx) {
        this(store, audit, tx, event -> { });
    }

    @Autowired
    public JdbcScriptService(ScriptStore store, AuditLog audit, TransactionTemplate tx,
                             ApplicationEventPublisher events) {
        this.events = events;
        this.store = store;
        this.audit = audit;
        this.tx = tx;
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public List<ScriptDocument> list() {
        return store.list();
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public ScriptDocument open(long id) {
        visible(id);
        return store.find(id).orElseThrow(() -> notFound(id));
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public ScriptDocument scratch() {
        String user = user();
        boolean[] created = {false};
        ScriptDocument scratch = tx.execute(status -> {
            OffsetDateTime now = now();
            long project = store.scratchProjectId(SCRATCH_PROJECT + user, user, now);
            long id = store.scriptAt(project, SCRATCH_PATH).orElseGet(() -> {
                created[0] = true;
                return store.create(project, SCRATCH_PATH, SCRATCH_TEXT, user, now);
            });
            return store.find(id).orElseThrow();
        });
        if (created[0]) {
            audit.record(user, AuditAction.SCRIPT_CREATED, target(scratch), AuditLog.SUCCESS, "scratch query");
        }
        return scratch;
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public ScriptDocument create(String project, String path, String content) {
        String projectName = ProjectPaths.projectName(project);
        String scriptPath = ProjectPaths.path("path", path);
        String text = ScriptInput.content(content);
        String user = user();
        ScriptDocument created = tx.execute(status -> {
            OffsetDateTime now = now();
            long id = store.create(store.projectId(projectName, now), scriptPath, text, user, now);
            return store.find(id).orElseThrow();
        });
        audit.record(user, AuditAction.SCRIPT_CREATED, projectName + "/" + scriptPath, AuditLog.SUCCESS, null);
        return created;
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public ScriptDocument save(long id, long baseVersion, String content) {
        String text = ScriptInput.content(content);
        String user = user();
        visible(id);
        ScriptDocument before = store.find(id).orElseThrow(() -> notFound(id));
        if (before.version() == baseVersion && before.content().equals(text)) {
            // nothing changed: no version, no audit row; the user's draft of the same text goes
            store.deleteDraft(id, user);
            return before;
        }
        SaveOutcome outcome = tx.execute(status -> {
            OffsetDateTime now = now();
            boolean saved = store.updateIfVersion(id, baseVersion, text, user, now);
            if (saved) {
                store.insertVersion(id, baseVersion + 1, text, user, now);
                store.deleteDraft(id, user);
            }
            // read in the same transaction: it waited for the winner's lock, so it sees the winner's row
            return new SaveOutcome(saved, store.find(id).orElseThrow(() -> notFound(id)));
        });
        ScriptDocument current = outcome.current();
        if (!outcome.saved()) {
            audit.record(user, AuditAction.SCRIPT_SAVED, target(current), AuditLog.FAILURE,
                    "conflict: based on version " + baseVersion + ", current is " + current.version());
            throw new ScriptConflictException(current, baseVersion);
        }
        audit.record(user, AuditAction.SCRIPT_SAVED, target(current), AuditLog.SUCCESS, "version " + current.version());
        events.publishEvent(new ScriptSavedEvent(current));
        return current;
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public void saveDraft(long id, long baseVersion, String content) {
        String text = ScriptInput.draft(content);
        visible(id);
        if (!store.putDraft(id, user(), baseVersion, text, now())) {
            throw notFound(id);
        }
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public Optional<ScriptDraft> draft(long id) {
        visible(id);
        return store.draft(id, user());
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public List<ScriptRevision> history(long id) {
        visible(id);
        return store.history(id);
    }

    /** Whether a save went through, and the script as it is now. */
    private record SaveOutcome(boolean saved, ScriptDocument current) {
    }

    /** Another user's scratch query does not exist for this one: the same answer as for a missing id. */
    private void visible(long id) {
        String user = user();
        if (store.owner(id).filter(owner -> !owner.equals(user)).isPresent()) {
            throw notFound(id);
        }
    }

    private static String target(ScriptDocument d) {
        return d.project() + "/" + d.path();
    }

    private static ServiceException notFound(long id) {
        return new ServiceException("Script " + id + " does not exist (it may have been deleted).");
    }

    private static String user() {
        var auth = SecurityContextHolder.getContext().getAuthentication();
        return auth == null ? "system" : auth.getName();
    }

    private static OffsetDateTime now() {
        return OffsetDateTime.now(ZoneOffset.UTC);
    }
}

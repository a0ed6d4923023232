package io.freshet.backend.run;

import com.vaadin.flow.server.VaadinSession;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.jobaccess.UserJobs;
import io.freshet.backend.policy.StatementGuard;
import io.freshet.backend.refreshes.CreationSettings;
import io.freshet.backend.refreshes.EditorRefreshes;
import io.freshet.gateway.client.RowStream;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.run.HistoryQuery;
import io.freshet.ui.run.ResultFormat;
import io.freshet.ui.run.ResultLimits;
import io.freshet.ui.run.ResultPage;
import io.freshet.ui.run.ResultSort;
import io.freshet.ui.run.RunRecord;
import io.freshet.ui.run.RunRequest;
import io.freshet.ui.run.RunService;
import io.freshet.ui.run.RunStatus;
import io.freshet.ui.run.RuntimeMode;
import io.freshet.ui.run.SessionInfo;
import io.freshet.ui.security.Roles;
import jakarta.annotation.PreDestroy;
import jakarta.annotation.security.RolesAllowed;
import java.io.OutputStream;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.stereotype.Service;

/**
 * {@link RunService} on the Flink SQL Gateway: each user's statements run in that user's gateway session, whose
 * statement gate decides what the user's role may run (a VIEWER only reads).
 */
@Service
public class GatewayRunService implements RunService {

    private final RunRegistry registry;
    private final UserSessions sessions;
    private final RunHistoryStore history;
    private final StatementExecutor executor;
    private final SessionSettings settings;
    private final AtomicInteger threads = new AtomicInteger();
    private final ExecutorService pool = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "freshet-run-" + threads.incrementAndGet());
        t.setDaemon(true);
        return t;
    });

    /**
     * @param refreshes where refreshes run as SQL are recorded (the refresh history)
     * @param creations where the session options of the materialized tables created here are recorded
     * @param jobs who may list and stop which Flink job, and who owns the jobs the runs start
     */
    public GatewayRunService(RunRegistry registry, UserSessions sessions, RunHistoryStore history, AuditLog audit,
            StatementGuard guard, EditorRefreshes refreshes, CreationSettings creations, UserJobs jobs) {
        this.registry = registry;
        this.sessions = sessions;
        this.history = history;
        this.settings = new SessionSettings(sessions, audit, guard);
        this.executor = new StatementExecutor(registry.limits(), history, audit, settings, new SqlRefreshes(refreshes),
                creations, new JobStatements(guard, jobs));
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public RunStatus submit(RunRequest request) {
        if (request == null || request.statement() == null || request.statement().isBlank()) {
            throw new ServiceException("There is no statement to run.");
        }
        RunAdmission.checkSize(request.statement());
        return start(List.of(request)).get(0);
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public List<RunStatus> submitScript(Long scriptId, String scriptText) {
        return submitScript(scriptId, scriptText, null);
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public List<RunStatus> submitScript(Long scriptId, String scriptText, RuntimeMode mode) {
        return start(RunAdmission.script(scriptId, scriptText, mode, registry.limits().maxStatements()));
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public RunStatus status(UUID runId) {
        return run(runId).status();
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public ResultPage page(UUID runId, long offset, int limit) {
        return ResultPages.inOrder(run(runId), offset, limit);
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public ResultPage page(UUID runId, long offset, int limit, ResultSort sort) {
        return sort == null ? page(runId, offset, limit)
                : ResultPages.sorted(run(runId), registry.limits(), sort, offset, limit);
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public void export(UUID runId, ResultFormat format, OutputStream out) {
        // a result holds what its statement read: only its owner, or an administrator, takes it away
        StatementRun run = (isAdmin() ? registry.findAny(runId) : registry.find(currentUser(), runId))
                .orElseThrow(() -> new ServiceException("This result is no longer available: results are kept for"
                        + " the newest runs of a session only."));
        ResultExport.write(run, format == null ? ResultFormat.CSV : format, out);
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public ResultLimits limits() {
        RunLimits limits = registry.limits();
        return new ResultLimits(limits.maxRows(), limits.maxResultBytes(), limits.maxSortRows());
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public SessionInfo sessionInfo() {
        return settings.info(currentUser());
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public void cancel(UUID runId) {
        RowStream stream = run(runId).requestCancel();
        if (stream != null) {
            // cancelling waits for the gateway: not on the request thread
            pool.execute(stream::cancel);
        }
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public Map<String, String> sessionSettings() {
        return settings.list(currentUser());
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public void setSessionSetting(String key, String value) {
        settings.set(currentUser(), key, value);
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public void resetSessionSetting(String key) {
        settings.reset(currentUser(), key);
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public List<RunRecord> history(HistoryQuery query) {
        HistoryQuery asked = query == null ? HistoryQuery.latest(200) : query;
        // statements carry credentials and intentions: only an administrator reads other people's runs
        if (!isAdmin()) {
            asked = new HistoryQuery(asked.text(), currentUser(), asked.state(), asked.limit());
        }
        return history.find(asked);
    }

    @PreDestroy
    void stop() {
        pool.shutdownNow();
    }

    private List<RunStatus> start(List<RunRequest> requests) {
        String user = currentUser();
        sessions.attach(user, httpSessionId());
        List<StatementRun> runs = registry.startTask(user, requests);
        registry.watchTab(runs, BrowserTab.current());
        try {
            for (StatementRun run : runs) {
                run.historyId(history.queued(run));
            }
            pool.execute(() -> {
                try {
                    executor.runInOrder(runs, sessions::session);
                } finally {
                    registry.taskEnded(user);
                }
            });
        } catch (RuntimeException e) {
            registry.taskEnded(user);
            if (e instanceof RejectedExecutionException) {
                throw new ServiceException("Freshet is shutting down; the statement was not run.", e);
            }
            throw e;
        }
        return runs.stream().map(StatementRun::status).toList();
    }

    private StatementRun run(UUID runId) {
        return registry.find(currentUser(), runId).orElseThrow(() -> new ServiceException(
                "This result is no longer available: results are kept for the newest runs of a session only."));
    }

    private static String currentUser() {
        Authentication auth = SecurityContextHolder.getContext().getAuthentication();
        if (auth == null || auth.getName() == null) {
            throw new ServiceException("Sign in to run statements.");
        }
        return auth.getName();
    }

    private static boolean isAdmin() {
        Authentication auth = SecurityContextHolder.getContext().getAuthentication();
        return auth != null && auth.getAuthorities().stream()
                .anyMatch(granted -> ("ROLE_" + Roles.ADMIN).equals(granted.getAuthority()));
    }

    private static String httpSessionId() {
        VaadinSession vaadin = VaadinSession.getCurrent();
        return vaadin == null || vaadin.getSession() == null ? null : vaadin.getSession().getId();
    }
}

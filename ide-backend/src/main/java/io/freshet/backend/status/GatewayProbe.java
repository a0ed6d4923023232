package io.freshet.backend.status;

import io.freshet.backend.freshness.LostJobs;
import io.freshet.backend.gateway.GatewayConnection;
import io.freshet.backend.gateway.GatewaySnapshot;
import io.freshet.backend.gateway.GatewayState;
import io.freshet.backend.gateway.Supervision;
import io.freshet.backend.gateway.SupervisionWords;
import io.freshet.backend.gateway.SupervisorState;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.GatewayInfo;
import io.freshet.ui.status.ComponentStatus;
import io.freshet.ui.status.ComponentStatus.Health;
import java.util.List;
import java.util.Locale;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

/** Asks the gateway's info endpoint whether it answers, and which Flink it is; says when the embedded one restarts. */
@Component
public class GatewayProbe {

    static final String ID = "gateway";
    static final String NAME = "Flink SQL Gateway";

    private final GatewayConnection connection;
    private final LostJobs lost;

    public GatewayProbe(GatewayConnection connection) {
        this(connection, new LostJobs());
    }

    @Autowired
    public GatewayProbe(GatewayConnection connection, LostJobs lost) {
        this.connection = connection;
        this.lost = lost;
    }

    public ComponentStatus check() {
        GatewaySnapshot s = connection.snapshot();
        Supervision supervision = connection.supervision();
        if (s.mode() == GatewaySnapshot.Mode.EXTERNAL && s.state() == GatewayState.FAILED) {
            // an external gateway may come up after Freshet: keep trying, but never on the status thread
            connection.connectInBackground();
        }
        String target = s.uri() != null ? s.uri().toString() : "embedded (local child JVM)";
        return switch (s.state()) {
            case NOT_STARTED, STARTING -> status(Health.STARTING, target, "", s.message(), logHint(s));
            case STOPPED -> status(Health.DOWN, target, "", "Stopped", "");
            case FAILED -> restarting(supervision) ? status(Health.STARTING, target, "", s.message(), logHint(s))
                    : status(Health.DOWN, target, "", s.message(), logHint(s));
            case READY -> probe(s, target, supervision);
        };
    }

    /** A failed probe shows DOWN but keeps the connection: a busy gateway that answers late is not gone. */
    private ComponentStatus probe(GatewaySnapshot s, String target, Supervision supervision) {
        try {
            GatewayInfo info = connection.client().info();
            String mode = s.mode() == GatewaySnapshot.Mode.EMBEDDED ? "Embedded local Flink" : "External gateway";
            String pid = connection.embedded().map(e -> ", pid " + e.pid()).orElse("");
            String restarts = SupervisionWords.restarts(supervision);
            return status(Health.UP, target, info.version(), info.productName() + ": " + mode + pid
                    + (restarts.isEmpty() ? "" : ". " + restarts) + lostJobs(), logHint(s)
                    + (restarts.isEmpty() ? "" : " (the log of the Flink that died was moved to its .1 file)"));
        } catch (GatewayException e) {
            return status(Health.DOWN, target, "", e.userMessage(), logHint(s));
        }
    }

    /** The CONTINUOUS tables whose job went with a dead Flink and is not running again; each page says why. */
    private String lostJobs() {
        List<String> tables = lost.all().entrySet().stream().map(e -> e.getKey() + " (" + e.getValue().phase().label()
                .toLowerCase(Locale.ROOT) + ")").sorted().toList();
        return tables.isEmpty() ? "" : ". Continuous tables whose job was lost: " + String.join(", ", tables)
                + "; each table's page says why";
    }

    /** Dead, with a restart due or under way: coming back, not down. */
    private static boolean restarting(Supervision supervision) {
        return supervision.state() == SupervisorState.DIED || supervision.state() == SupervisorState.RESTARTING;
    }

    private static String logHint(GatewaySnapshot s) {
        return s.logFile() == null ? "" : "Log: " + s.logFile();
    }

    private static ComponentStatus status(Health health, String target, String version, String detail, String hint) {
        return new ComponentStatus(ID, NAME, health, target, version, detail, hint);
    }
}

package io.freshet.backend.gateway;

import io.freshet.backend.config.FreshetProperties;
import io.freshet.backend.home.FreshetHomeFiles;
import io.freshet.gateway.FileUris;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.GatewayEndpoint;
import io.freshet.gateway.embedded.EmbeddedFlink;
import io.freshet.gateway.embedded.EmbeddedFlinkLayout;
import io.freshet.gateway.embedded.EmbeddedFlinkSettings;
import jakarta.annotation.PreDestroy;
import java.net.URI;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * Owns the connection to the Flink SQL Gateway: starts the embedded Flink when no external gateway is
 * configured, restarts it when it dies ({@link EmbeddedSupervisor}), and stops it with the application so no
 * Flink JVM outlives Freshet.
 */
@Component
public class GatewayConnection {

    private static final Logger LOG = LoggerFactory.getLogger(GatewayConnection.class);

    private final FreshetProperties properties;
    private final FreshetHomeFiles homeFiles;
    private final CatalogBootstrap catalogBootstrap;
    private final AtomicReference<GatewaySnapshot> snapshot;
    private final AtomicBoolean connecting = new AtomicBoolean();
    private final EmbeddedSupervisor supervisor;
    /** The embedded mode's one client: it follows each start's endpoint, so users' sessions survive a restart. */
    private final GatewayClient embeddedClient;
    private volatile EmbeddedFlink embedded;
    private volatile GatewayEndpoint embeddedEndpoint;
    private volatile GatewayClient client;

    /** Without a JDBC URL: the embedded Flink is then kept apart from every IDE file but the database. */
    public GatewayConnection(FreshetProperties properties, CatalogBootstrap catalogBootstrap) {
        this(properties, catalogBootstrap, "");
    }

    @Autowired
    public GatewayConnection(FreshetProperties properties, CatalogBootstrap catalogBootstrap,
            @Value("${spring.datasource.url:}") String jdbcUrl) {
        this.properties = properties;
        this.homeFiles = FreshetHomeFiles.of(properties.home(), jdbcUrl);
        this.catalogBootstrap = catalogBootstrap;
        GatewaySnapshot.Mode mode = properties.embeddedGateway() ? GatewaySnapshot.Mode.EMBEDDED : GatewaySnapshot.Mode.EXTERNAL;
        URI external = properties.embeddedGateway() ? null : URI.create(properties.gateway().url().trim());
        this.snapshot = new AtomicReference<>(new GatewaySnapshot(GatewayState.NOT_STARTED, mode, external,
                "Not started", "", embeddedLogFile()));
        this.supervisor = new EmbeddedSupervisor(RestartBackoff.DEFAULT, Clock.systemUTC(), this::restartEmbedded);
        this.embeddedClient = GatewayClient.following(() -> embeddedEndpoint);
        supervisor.listen(new FlinkLifecycleListener() {
            @Override
            public void died(Supervision supervision) {
                move(GatewayState.FAILED, null, SupervisionWords.died(supervision), "");
            }
        });
    }

    /**
     * The IDE answers at once; Flink takes 5-30 s to start and an unreachable host up to the request
     * timeout, so connecting happens on its own thread. A call while an attempt runs does nothing.
     */
    @EventListener(ApplicationReadyEvent.class)
    public void connectInBackground() {
        if (!connecting.compareAndSet(false, true)) {
            return;
        }
        Thread starter = new Thread(() -> {
            try {
                connect();
            } finally {
                connecting.set(false);
            }
        }, "freshet-gateway-connect");
        starter.setDaemon(true);
        starter.start();
    }

    /** Connects (starting the embedded Flink if needed); the outcome is in {@link #snapshot()}. */
    public synchronized void connect() {
        GatewaySnapshot current = snapshot.get();
        if (!current.state().canMoveTo(GatewayState.STARTING)) {
            return;
        }
        boolean isEmbedded = current.mode() == GatewaySnapshot.Mode.EMBEDDED;
        move(GatewayState.STARTING, null, !isEmbedded ? "Connecting"
                : supervisor.supervision().state() == SupervisorState.RESTARTING
                ? SupervisionWords.died(supervisor.supervision()) : "Starting the embedded Flink", "");
        try {
            GatewayEndpoint endpoint = isEmbedded ? startEmbedded()
                    : new GatewayEndpoint(current.uri(), properties.gateway().token());
            GatewayClient connected = isEmbedded ? embeddedClient : new GatewayClient(endpoint);
            var info = connected.info();
            // before READY: a user's session opened earlier would start, and stay, outside Freshet's catalog
            catalogBootstrap.ensureCatalog(connected, warehouse());
            client = connected;
            move(GatewayState.READY, endpoint.uri(), info.productName() + " " + info.version(), "");
            LOG.info("Flink SQL Gateway ready at {} ({} {})", endpoint, info.productName(), info.version());
            if (isEmbedded && embedded != null) {
                supervisor.running(SupervisedChild.of(embedded));
            }
        } catch (GatewayException e) {
            LOG.warn("Flink SQL Gateway not available: {}", e.userMessage());
            move(GatewayState.FAILED, null, e.userMessage(), e.details());
        } catch (RuntimeException e) {
            LOG.error("Unexpected failure while connecting to the Flink SQL Gateway", e);
            move(GatewayState.FAILED, null, "Could not connect to the Flink SQL Gateway: " + e.getMessage(), "");
        }
    }

    /** Where the supervision of the embedded Flink stands: restarts, the latest death, a restart under way. */
    public Supervision supervision() {
        return supervisor.supervision();
    }

    /** Tells {@code listener} of each death and restart of the embedded Flink; long work belongs on its own thread. */
    public void listen(FlinkLifecycleListener listener) {
        supervisor.listen(listener);
    }

    public GatewaySnapshot snapshot() {
        return snapshot.get();
    }

    /**
     * The one client of the connected gateway, carrying its token (the embedded Flink's per-start secret, or
     * the configured one for an external gateway): every call Freshet makes to the gateway goes through it.
     */
    public GatewayClient client() {
        return readyClient().orElseThrow(() -> new GatewayException(GatewayException.Kind.UNREACHABLE,
                "The Flink SQL Gateway is not ready: " + snapshot.get().message(), "", null));
    }

    /** The client while the gateway is ready, else empty. */
    public Optional<GatewayClient> readyClient() {
        GatewayClient connected = client;
        return snapshot.get().state() == GatewayState.READY ? Optional.ofNullable(connected) : Optional.empty();
    }

    public Optional<EmbeddedFlink> embedded() {
        return Optional.ofNullable(embedded);
    }

    /** The warehouse the catalog is created over: configured, or the embedded Flink's own. */
    public String warehouse() {
        String configured = properties.catalog().warehouse();
        if (configured != null && !configured.isBlank()) {
            return configured;
        }
        return FileUris.of(EmbeddedFlinkLayout.of(embeddedHome()).warehouse());
    }

    /** Not synchronized with {@link #connect()}: shutting down must not wait for a slow start. */
    @PreDestroy
    public void stop() {
        supervisor.stop();
        GatewaySnapshot current = snapshot.get();
        if (current.state() != GatewayState.STOPPED) {
            snapshot.set(current.moveTo(GatewayState.STOPPED, current.uri(), "Stopped", "", current.logFile()));
        }
        EmbeddedFlink running = embedded;
        embedded = null;
        if (running != null) {
            LOG.info("Stopping the embedded Flink (pid {})", running.pid());
            running.close();
        }
    }

    private GatewayEndpoint startEmbedded() {
        FreshetProperties.Embedded e = properties.embedded();
        EmbeddedFlinkSettings defaults = EmbeddedFlinkSettings.defaults(embeddedHome(), e.libDir().toAbsolutePath());
        // a file: warehouse outside the Flink home is one more directory Flink may use; none may reach the IDE's files
        List<Path> extraRoots = EmbeddedRoots.extraRoots(properties.catalog().warehouse());
        EmbeddedRoots.checkApart(EmbeddedFlinkLayout.of(embeddedHome()), extraRoots, homeFiles);
        EmbeddedFlinkSettings settings = new EmbeddedFlinkSettings(defaults.home(), defaults.libDir(),
                e.javaHome() == null ? defaults.javaHome() : e.javaHome(), defaults.bindAddress(),
                e.gatewayPort(), e.restPort(),
                e.startTimeout() == null ? defaults.startTimeout() : e.startTimeout(),
                e.maxHeap() == null || e.maxHeap().isBlank() ? defaults.maxHeap() : e.maxHeap())
                .withExtraRoots(extraRoots)
                .withConnections(EmbeddedConnections.allowedHosts(e.allowedHosts(), properties.catalog().s3()),
                        e.remoteHosts())
                .withRunAs(e.runAs());
        EmbeddedFlink started = EmbeddedFlink.start(settings);
        embedded = started;
        if (snapshot.get().state() == GatewayState.STOPPED) {
            // Freshet was stopped while Flink was starting
            embedded = null;
            started.close();
            throw new GatewayException(GatewayException.Kind.EMBEDDED_START, "Freshet is shutting down", "", null);
        }
        LOG.info("Embedded Flink started (pid {}), log at {}", started.pid(), started.layout().logFile());
        embeddedEndpoint = started.gatewayEndpoint();
        return started.gatewayEndpoint();
    }

    /**
     * The supervisor's restart: the dead child's lock and secret are released, then a start as at boot (the catalog
     * bootstrap included). Throws when the gateway did not become ready, so the supervisor tries again later.
     */
    private synchronized void restartEmbedded() {
        EmbeddedFlink dead = embedded;
        embedded = null;
        if (dead != null) {
            dead.close();
        }
        connect();
        GatewaySnapshot after = snapshot.get();
        if (after.state() != GatewayState.READY) {
            EmbeddedFlink half = embedded;
            embedded = null;
            if (half != null) {
                half.close();
            }
            throw new IllegalStateException(after.message());
        }
    }

    private Path embeddedHome() {
        return properties.home().toAbsolutePath().resolve("flink");
    }

    private Path embeddedLogFile() {
        return properties.embeddedGateway() ? EmbeddedFlinkLayout.of(embeddedHome()).logFile() : null;
    }

    /** A null uri keeps the known one, so an external gateway's address stays visible while it is down. */
    private void move(GatewayState next, URI uri, String message, String details) {
        // once stopped, late results of a start are dropped
        snapshot.updateAndGet(s -> s.state() == GatewayState.STOPPED ? s
                : s.moveTo(next, uri == null ? s.uri() : uri, message, details, s.logFile()));
    }
}

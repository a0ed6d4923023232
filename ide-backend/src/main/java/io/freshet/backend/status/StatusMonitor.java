package io.freshet.backend.status;

import io.freshet.ui.status.ComponentStatus;
import io.freshet.ui.status.SystemStatus;
import io.freshet.ui.security.CurrentUserService;
import io.freshet.ui.security.Roles;
import io.freshet.ui.status.SystemStatusService;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Service;

/** Checks every dependency on a fixed delay so that views read a cached picture and never wait on a probe. */
@Service
public class StatusMonitor implements SystemStatusService {

    private final GatewayProbe gateway;
    private final CatalogProbe catalog;
    private final DatabaseProbe database;
    private final CurrentUserService user;
    private final Clock clock;
    private final AtomicReference<SystemStatus> latest;

    public StatusMonitor(GatewayProbe gateway, CatalogProbe catalog, DatabaseProbe database, CurrentUserService user) {
        this.gateway = gateway;
        this.catalog = catalog;
        this.database = database;
        this.user = user;
        this.clock = Clock.systemUTC();
        this.latest = new AtomicReference<>(new SystemStatus(List.of(), clock.instant()));
    }

    /** Addresses, the pid and paths for ADMIN only; other roles get each part's state and version. */
    @Override
    @RolesAllowed(Roles.VIEWER)
    public SystemStatus current() {
        SystemStatus status = latest.get();
        SystemStatus checked = status.components().isEmpty() ? check() : status;
        return user.hasRole(Roles.ADMIN) ? checked : StatusRedaction.stateAndVersion(checked);
    }

    /** The scheduler's entry point; runs without a user, and returns only what {@link #current} shows. */
    @PermitAll
    @Scheduled(initialDelay = 0, fixedDelayString = "${freshet.status.check-interval-ms:2000}")
    public SystemStatus check() {
        ComponentStatus gatewayStatus = gateway.check();
        List<ComponentStatus> components = List.of(gatewayStatus, catalog.check(gatewayStatus), database.check());
        SystemStatus status = new SystemStatus(components, clock.instant());
        latest.set(status);
        return status;
    }
}

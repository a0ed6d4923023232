package io.freshet.backend.deploy;

import io.freshet.analysis.quoting.SqlQuoting;
import io.freshet.backend.gateway.CatalogBootstrap;
import io.freshet.backend.gateway.GatewayConnection;
import io.freshet.backend.gateway.GatewaySnapshot;
import io.freshet.backend.gateway.GatewayState;
import io.freshet.backend.policy.StatementGuard;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.ui.common.ServiceException;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import org.springframework.stereotype.Component;

/**
 * The gateway session a deployment runs on: its own (the scripts' SET and USE must not change the user's editor
 * session), opened with the user's session options and gated by the statement policy of the user's role, started
 * in Freshet's catalog as the user's sessions are.
 */
@Component
class DeploySessions {

    private final GatewayConnection connection;
    private final CatalogBootstrap catalog;
    private final StatementGuard guard;

    DeploySessions(GatewayConnection connection, CatalogBootstrap catalog, StatementGuard guard) {
        this.connection = connection;
        this.catalog = catalog;
        this.guard = guard;
    }

    /**
     * Why a deployment cannot start yet, else empty. Ready means the gateway answers AND Freshet's catalog is
     * registered on it: the connection creates the catalog before it reports READY, but a failed creation (the
     * warehouse unreachable) still leaves the gateway READY, and every statement would then fail on the catalog.
     */
    Optional<String> notReady() {
        GatewaySnapshot gateway = connection.snapshot();
        if (gateway.state() != GatewayState.READY || gateway.uri() == null) {
            return Optional.of("Deploying needs the Flink SQL Gateway, which is not ready: " + gateway.message());
        }
        CatalogBootstrap.Outcome created = catalog.outcome();
        if (!created.created()) {
            return Optional.of("Deploying needs Freshet's catalog " + catalog.catalogName() + " on the gateway: "
                    + created.message());
        }
        return Optional.empty();
    }

    /**
     * Runs the work on a new session for the user and closes it; {@code recreations} are the DROP statements Freshet
     * planned for the tables the user chose to re-create (a step the deploy service's role already allows).
     */
    void run(String user, Set<String> recreations, Consumer<GatewaySession> work) {
        notReady().ifPresent(why -> {
            throw new ServiceException(why);
        });
        String useCatalog = "USE CATALOG " + SqlQuoting.identifier(catalog.catalogName());
        try (GatewaySession session = connection.client().session(guard.sessionProperties(user),
                guard.forUser(user, useCatalog::equals, recreations::contains))) {
            session.execute(useCatalog);
            work.accept(session);
        } catch (GatewayException e) {
            throw new ServiceException("The deployment could not use the Flink SQL Gateway: " + e.userMessage(), e);
        }
    }
}

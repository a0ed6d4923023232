package io.freshet.backend.catalog;

import io.freshet.analysis.quoting.SqlQuoting;
import io.freshet.backend.run.UserSessions;
import io.freshet.backend.warehouse.PaimonCatalogAccess;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.client.ResultRow;
import io.freshet.ui.catalog.QueryColumn;
import io.freshet.ui.catalog.ResolvedQuery;
import io.freshet.ui.catalog.TableRef;
import io.freshet.ui.common.ServiceException;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.stereotype.Component;

/**
 * Resolves a query's table names the way the signed-in user's editor session does: a throw-away session is put
 * in that session's current catalog and database, the query becomes a temporary view, and Flink's own expansion
 * of the view ({@code SHOW CREATE VIEW}) gives the query with every name qualified.
 */
@Component
class QueryResolver {

    private static final Logger LOG = LoggerFactory.getLogger(QueryResolver.class);
    private static final String VIEW = "`freshet_query_columns`";

    private final GatewayActions gateway;
    private final UserSessions sessions;
    private final PaimonCatalogAccess access;

    QueryResolver(GatewayActions gateway, UserSessions sessions, PaimonCatalogAccess access) {
        this.gateway = gateway;
        this.sessions = sessions;
        this.access = access;
    }

    ResolvedQuery resolve(String query) {
        String body = query.strip().replaceAll(";+$", "").strip();
        List<String> path = editorPath();
        return gateway.withSession("Checking the query", session -> {
            session.execute("USE CATALOG " + SqlQuoting.identifier(path.get(0)));
            session.execute("USE " + SqlQuoting.identifier(path.get(1)));
            session.execute("CREATE TEMPORARY VIEW " + VIEW + " AS " + body);
            List<QueryColumn> columns = new ArrayList<>();
            for (ResultRow row : session.execute("DESCRIBE " + VIEW).rows()) {
                columns.add(new QueryColumn(String.valueOf(row.fields().get(0)), String.valueOf(row.fields().get(1)),
                        Boolean.TRUE.equals(row.fields().get(2))));
            }
            String shown = String.valueOf(session.execute("SHOW CREATE VIEW " + VIEW).rows().get(0).fields().get(0));
            String expanded = ExpandedQuery.body(shown).orElseThrow(() -> new ServiceException(
                    "Flink did not show how it reads the query's names; write them as catalog.database.table."));
            List<String> catalogs = session.execute("SHOW CATALOGS").rows().stream()
                    .map(r -> String.valueOf(r.fields().get(0))).toList();
            TableRef source = ExpandedQuery.firstTable(expanded, catalogs).orElse(null);
            return new ResolvedQuery(expanded, columns, source, path.get(0), path.get(1));
        });
    }

    /** The editor session's current catalog and database; where a new session starts when there is none yet. */
    private List<String> editorPath() {
        Authentication auth = SecurityContextHolder.getContext().getAuthentication();
        String fallbackCatalog = access.catalogName();
        if (auth == null || auth.getName() == null) {
            return List.of(fallbackCatalog, "default");
        }
        return sessions.existing(auth.getName()).map(session -> {
            try {
                return List.of(single(session, "SHOW CURRENT CATALOG"), single(session, "SHOW CURRENT DATABASE"));
            } catch (GatewayException e) {
                LOG.info("Could not read the current catalog of {}'s session: {}", auth.getName(), e.userMessage());
                return List.of(fallbackCatalog, "default");
            }
        }).orElse(List.of(fallbackCatalog, "default"));
    }

    private static String single(GatewaySession session, String statement) {
        return String.valueOf(session.execute(statement).rows().get(0).fields().get(0));
    }
}

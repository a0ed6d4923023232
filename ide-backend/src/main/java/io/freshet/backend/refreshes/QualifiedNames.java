package io.freshet.backend.refreshes;

import io.freshet.gateway.client.GatewaySession;
import java.util.ArrayList;
import java.util.List;

/** A table's name as written, completed to {@code catalog.database.table} with the session's current ones. */
public final class QualifiedNames {

    private QualifiedNames() {
    }

    public static String of(List<String> name, GatewaySession session) {
        List<String> full = new ArrayList<>(name);
        if (full.size() == 1) {
            full.add(0, current(session, "DATABASE"));
        }
        if (full.size() == 2) {
            full.add(0, current(session, "CATALOG"));
        }
        return String.join(".", full);
    }

    private static String current(GatewaySession session, String what) {
        return String.valueOf(session.execute("SHOW CURRENT " + what).rows().get(0).fields().get(0));
    }
}

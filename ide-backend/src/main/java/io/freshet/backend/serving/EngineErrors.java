package io.freshet.backend.serving;

import io.freshet.analysis.serving.EngineKind;
import io.freshet.ui.common.ServiceException;
import java.sql.SQLException;

/**
 * An engine's refusal in Freshet's words, from its SQL state and MySQL error number only: the engine's own message can
 * quote the statement, and so the secrets Freshet put into it, so it is never shown, logged or audited.
 */
final class EngineErrors {

    /** What Freshet was doing when the engine refused. */
    enum Step {
        CONNECT("connecting"),
        CREATE("the catalog statement"),
        SHOW_TABLES("SHOW TABLES");

        private final String words;

        Step(String words) {
            this.words = words;
        }
    }

    private static final int ACCESS_DENIED = 1045;
    private static final int DATABASE_ACCESS_DENIED = 1044;
    private static final int TABLE_ACCESS_DENIED = 1142;
    private static final int SPECIFIC_ACCESS_DENIED = 1227;
    private static final int PARSE_ERROR = 1064;

    private EngineErrors() {
    }

    static ServiceException translate(EngineKind engine, String address, String user, Step step, SQLException e) {
        return new ServiceException(words(engine, address, user, step, e));
    }

    static String words(EngineKind engine, String address, String user, Step step, SQLException e) {
        String name = engine.displayName();
        String state = e.getSQLState() == null ? "" : e.getSQLState();
        int code = e.getErrorCode();
        String codes = " (MySQL error " + code + (state.isEmpty() ? "" : ", SQL state " + state) + ")";
        if (state.startsWith("08") || (step == Step.CONNECT && code == 0)) {
            return "Freshet could not reach " + name + " at " + address + " within "
                    + MySqlEngineConnector.CONNECT_SECONDS + " s, or the connection broke: check the JDBC URL, that"
                    + " the engine runs, and that Freshet's machine may reach it.";
        }
        if (code == ACCESS_DENIED || state.startsWith("28")) {
            return name + " at " + address + " refused the user " + user + ": check the user and the password"
                    + " secret of the target" + codes + ".";
        }
        if (code == DATABASE_ACCESS_DENIED || code == TABLE_ACCESS_DENIED || code == SPECIFIC_ACCESS_DENIED) {
            return name + " refused " + step.words + " for the user " + user + ": it lacks the privilege"
                    + (step == Step.CREATE ? " to create a catalog (CREATE EXTERNAL CATALOG on the system, or ADMIN)"
                    : " to read the catalog") + codes + ".";
        }
        if (code == PARSE_ERROR && step == Step.CREATE) {
            return "The server at " + address + " does not take the catalog statement" + codes + ": is it "
                    + name + " " + engine.minimumVersion() + " or later, and not another MySQL-protocol server? "
                    + name + " also answers so when it rejects a property's value. Its own message is not shown,"
                    + " as it can quote the statement and so its secrets: the engine's log has it.";
        }
        return name + " refused " + step.words + codes + ". Its own message is not shown, as it can quote the"
                + " statement and so its secrets: the engine's log has it.";
    }
}

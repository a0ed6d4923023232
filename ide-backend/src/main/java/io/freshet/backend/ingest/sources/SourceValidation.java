package io.freshet.backend.ingest.sources;

import io.freshet.ui.common.ServiceException;
import io.freshet.ui.ingest.SourceDefinition;
import java.util.regex.Pattern;

/** Refuses a source definition whose fields cannot be right, before anything connects or is stored. */
final class SourceValidation {

    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_-]{1,100}");
    private static final Pattern HOST = Pattern.compile("[A-Za-z0-9.-]{1,255}|[0-9A-Fa-f:.]{2,100}");
    private static final Pattern CONTROL = Pattern.compile("\\p{Cntrl}");
    private static final int MAX_TEXT = 200;
    private static final int MAX_PASSWORD = 4000;

    private SourceValidation() {
    }

    /** The definition with its text fields stripped; throws a {@link ServiceException} naming the first bad field. */
    static SourceDefinition check(SourceDefinition d) {
        if (d == null) {
            throw new ServiceException("No source given.");
        }
        String name = strip(d.name());
        if (!NAME.matcher(name).matches()) {
            throw new ServiceException("A source name is 1 to 100 letters, digits, '_' or '-'.");
        }
        if (d.kind() == null) {
            throw new ServiceException("Choose the kind of database (PostgreSQL or MySQL).");
        }
        String host = strip(d.host());
        if (!HOST.matcher(host).matches()) {
            throw new ServiceException("The host '" + host + "' is not a host name or IP address.");
        }
        if (d.port() < 1 || d.port() > 65535) {
            throw new ServiceException("The port must be between 1 and 65535, not " + d.port() + ".");
        }
        String database = text(d.database(), "database");
        String user = text(d.user(), "user");
        String password = d.password() == null ? "" : d.password();
        if (password.length() > MAX_PASSWORD) {
            throw new ServiceException("A password is at most " + MAX_PASSWORD + " characters.");
        }
        return new SourceDefinition(name, d.kind(), host, d.port(), database, user, password);
    }

    private static String text(String value, String field) {
        String v = strip(value);
        if (v.isEmpty() || v.length() > MAX_TEXT || CONTROL.matcher(v).find()) {
            throw new ServiceException("The " + field + " is 1 to " + MAX_TEXT + " characters, without control"
                    + " characters.");
        }
        return v;
    }

    private static String strip(String s) {
        return s == null ? "" : s.strip();
    }
}

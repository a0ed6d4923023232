package io.freshet.backend.ingest.sources;

import io.freshet.ui.ingest.SourceDefinition;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Properties;

/** The JDBC URL and connection properties of a source; credentials go in properties, never in the URL. */
final class SourceUrls {

    static final int CONNECT_SECONDS = 10;
    private static final int SOCKET_SECONDS = 60;

    private SourceUrls() {
    }

    static String url(SourceDefinition d) {
        String host = d.host().contains(":") ? "[" + d.host() + "]" : d.host();
        String database = URLEncoder.encode(d.database(), StandardCharsets.UTF_8).replace("+", "%20");
        return switch (d.kind()) {
            case POSTGRESQL -> "jdbc:postgresql://" + host + ":" + d.port() + "/" + database;
            case MYSQL -> "jdbc:mysql://" + host + ":" + d.port() + "/" + database;
        };
    }

    static Properties properties(SourceDefinition d) {
        Properties p = new Properties();
        p.setProperty("user", d.user());
        p.setProperty("password", d.password() == null ? "" : d.password());
        switch (d.kind()) {
            case POSTGRESQL -> {
                p.setProperty("connectTimeout", String.valueOf(CONNECT_SECONDS));
                p.setProperty("loginTimeout", String.valueOf(CONNECT_SECONDS));
                p.setProperty("socketTimeout", String.valueOf(SOCKET_SECONDS));
                p.setProperty("ApplicationName", "Freshet");
                p.setProperty("readOnly", "true");
            }
            case MYSQL -> {
                p.setProperty("connectTimeout", String.valueOf(CONNECT_SECONDS * 1000));
                p.setProperty("socketTimeout", String.valueOf(SOCKET_SECONDS * 1000));
            }
        }
        return p;
    }
}

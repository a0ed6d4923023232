package io.freshet.backend.serving;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.springframework.stereotype.Component;

/**
 * StarRocks and Doris over MySQL's protocol with mysql-connector-j (already Freshet's driver for MySQL sources). The
 * options that would let a server read Freshet's files or hand it objects are off whatever the server asks.
 */
@Component
public class MySqlEngineConnector implements EngineConnector {

    static final int CONNECT_SECONDS = 10;
    private static final int SOCKET_SECONDS = 120;
    private static final String DRIVER = "com.mysql.cj.jdbc.Driver";

    @Override
    public EngineSession open(String jdbcUrl, String user, String password) throws SQLException {
        try {
            // loaded by name, so DriverManager knows it whatever class loader started Freshet
            Class.forName(DRIVER, true, MySqlEngineConnector.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new SQLException("no MySQL driver", "08001", e);
        }
        Connection connection = DriverManager.getConnection(jdbcUrl, properties(user, password));
        return new Session(connection);
    }

    static Properties properties(String user, String password) {
        Properties p = new Properties();
        p.setProperty("user", user == null ? "" : user);
        p.setProperty("password", password == null ? "" : password);
        p.setProperty("connectTimeout", String.valueOf(CONNECT_SECONDS * 1000));
        p.setProperty("socketTimeout", String.valueOf(SOCKET_SECONDS * 1000));
        // a malicious server could ask the client for a local file (LOAD DATA LOCAL) or send serialized objects
        p.setProperty("allowLoadLocalInfile", "false");
        p.setProperty("allowUrlInLocalInfile", "false");
        p.setProperty("autoDeserialize", "false");
        p.setProperty("connectionAttributes", "program_name:freshet");
        return p;
    }

    private record Session(Connection connection) implements EngineSession {

        @Override
        public void execute(String sql) throws SQLException {
            try (Statement s = connection.createStatement()) {
                s.execute(sql);
            }
        }

        @Override
        public List<String> firstColumn(String sql) throws SQLException {
            List<String> values = new ArrayList<>();
            try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery(sql)) {
                while (rs.next()) {
                    values.add(rs.getString(1));
                }
            }
            return values;
        }

        @Override
        public void close() throws SQLException {
            connection.close();
        }
    }
}

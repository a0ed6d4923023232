package io.freshet.testing;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.Locale;
import javax.sql.DataSource;
import org.springframework.security.crypto.factory.PasswordEncoderFactories;

/** Adds an account straight to a packaged IDE's database, as an ADMIN would on the Users page, before a class signs in. */
final class AppUsers {

    private AppUsers() {
    }

    static void add(DataSource database, String name, String password, String role) throws SQLException {
        try (Connection c = database.getConnection();
             PreparedStatement ps = c.prepareStatement(
                     "INSERT INTO app_user (username, password_hash, role, created_at) VALUES (?, ?, ?, ?)")) {
            ps.setString(1, name);
            ps.setString(2, PasswordEncoderFactories.createDelegatingPasswordEncoder().encode(password));
            ps.setString(3, role);
            ps.setObject(4, OffsetDateTime.now());
            ps.executeUpdate();
        }
    }

    /** A user name of a class's own on a shared app, e.g. dev-editortabs for EditorTabsAppIT. */
    static String ownName(String user, Class<?> testClass) {
        return user + "-" + testClass.getSimpleName().replace("AppIT", "").toLowerCase(Locale.ROOT);
    }
}

package io.freshet.backend.security;

import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.config.FreshetProperties;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Base64;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.ApplicationArguments;
import org.springframework.boot.ApplicationRunner;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Component;

/**
 * No default password: on the first start (no user at all) creates {@code admin} with a random password,
 * prints it once to the console and writes it to a file in Freshet's home that only the owner can read.
 */
@Component
public class InitialAdmin implements ApplicationRunner {

    /** The file the first start writes; delete it once the password is kept somewhere safe. */
    public static final String PASSWORD_FILE = "initial-admin-password";
    public static final String ADMIN = "admin";
    private static final Logger LOG = LoggerFactory.getLogger(InitialAdmin.class);

    private final UserAccounts accounts;
    private final PasswordEncoder encoder;
    private final AuditLog audit;
    private final Path home;

    public InitialAdmin(UserAccounts accounts, PasswordEncoder encoder, AuditLog audit, FreshetProperties properties) {
        this.accounts = accounts;
        this.encoder = encoder;
        this.audit = audit;
        this.home = properties.home();
    }

    @Override
    public void run(ApplicationArguments args) {
        if (accounts.count() > 0) {
            return;
        }
        String password = randomPassword();
        try {
            accounts.create(ADMIN, encoder.encode(password), Role.ADMIN);
        } catch (DuplicateKeyException e) {
            LOG.info("Another Freshet instance created the first administrator");
            return;
        }
        audit.record("system", AuditAction.USER_CREATED, ADMIN, AuditLog.SUCCESS, "role ADMIN, first start");
        String where;
        try {
            where = "The password is also in " + writeOwnerOnly(password) + " (readable by this user only)."
                    + " Delete that file once it is kept somewhere safe.";
        } catch (IOException e) {
            // the console still has it: failing the start here would leave an admin nobody can sign in as
            LOG.warn("Could not write the first administrator's password file in {}: {}", home, e.getMessage());
            where = "It could not be written to " + home + " (" + e.getMessage() + "): keep it from this console.";
        }
        // System.out on purpose: printed once on the console, never into the log file
        System.out.printf("%nFirst start: created user '%s' with password %s%n%s%n%n", ADMIN, password, where);
    }

    public static String randomPassword() {
        byte[] bytes = new byte[18];
        new SecureRandom().nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    private Path writeOwnerOnly(String password) throws IOException {
        Files.createDirectories(home);
        Path file = home.resolve(PASSWORD_FILE);
        Files.deleteIfExists(file);
        // created with 0600 from the start, so there is no moment in which others can read it
        Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        Files.writeString(file, password + System.lineSeparator(), StandardCharsets.UTF_8,
                StandardOpenOption.TRUNCATE_EXISTING);
        return file;
    }
}

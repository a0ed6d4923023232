package io.freshet.testing;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** One started packaged IDE of {@link SecuredAppExtension}: its PostgreSQL, its home and the IDE process. */
final class SecuredApp implements AutoCloseable {

    final PostgresExtension postgres = new PostgresExtension();
    Path root;
    FreshetProcess app;
    /** How many test classes have used this app so far, the running one included. */
    int classesStarted;

    static SecuredApp start() throws Exception {
        SecuredApp started = new SecuredApp();
        try {
            started.postgres.start();
            started.root = Files.createTempDirectory("freshet-secured-app");
            List<String> args = new ArrayList<>(started.postgres.freshetArguments());
            args.addAll(List.of("--freshet.gateway.url=http://127.0.0.1:" + Ports.freeLoopbackPort(),
                    // ProjectsAppIT links the sample project to a bare repository in a temporary folder
                    "--freshet.git.local-remotes=true",
                    // X-Forwarded-For believed from the loopback address only (server.tomcat.remoteip.*)
                    "--server.forward-headers-strategy=native"));
            started.app = FreshetProcess.start(started.root.resolve("home"), args);
            started.addUser(SecuredAppExtension.VIEWER, SecuredAppExtension.VIEWER_PASSWORD, "VIEWER");
            started.addUser(SecuredAppExtension.DEVELOPER, SecuredAppExtension.DEVELOPER_PASSWORD, "DEVELOPER");
            return started;
        } catch (Exception | Error e) {
            started.close();
            throw e;
        }
    }

    void addUser(String name, String password, String role) throws SQLException {
        AppUsers.add(postgres.dataSource(), name, password, role);
    }

    @Override
    public void close() throws Exception {
        try {
            if (app != null) {
                app.close();
            }
        } finally {
            postgres.stop();
            TempDirs.delete(root);
        }
    }
}

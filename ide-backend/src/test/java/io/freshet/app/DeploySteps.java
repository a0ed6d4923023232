package io.freshet.app;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import io.freshet.analysis.cli.FreshetSql;
import io.freshet.analysis.quoting.SqlQuoting;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.testing.EditorAppExtension;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The Deploy page's and the deploy API's steps as the deploy browser classes take them on the shared editor app: plan
 * rows, deploying and waiting for its end, the recorded deployments, API tokens, the API and freshet-sql.jar.
 */
final class DeploySteps {

    static final double WAIT = 300_000;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private final EditorAppExtension app;

    DeploySteps(EditorAppExtension app) {
        this.app = app;
    }

    Locator tableRow(Page page, String table) {
        return page.locator(".deploy-table[data-table='" + table + "']");
    }

    /**
     * Clicks Deploy and waits until the new deployment's statements all ran (the page showed the project's previous
     * deployment until then); declines the follow-ups it offers; fails on any other end.
     */
    void deployAndAwaitScriptsRan(Page page) {
        Locator badge = page.locator("#deploy-state");
        String previous = badge.count() == 0 ? null : badge.getAttribute("data-deployment");
        page.click("#deploy-start");
        if (previous != null) {
            assertThat(badge).not().hasAttribute("data-deployment", previous,
                    new LocatorAssertions.HasAttributeOptions().setTimeout(WAIT));
        }
        assertThat(badge).hasAttribute("data-state", Pattern.compile("^(SCRIPTS_DONE|DONE|FAILED|CANCELLED)$"),
                new LocatorAssertions.HasAttributeOptions().setTimeout(WAIT));
        if ("SCRIPTS_DONE".equals(badge.getAttribute("data-state"))) {
            page.click("#deploy-finish");
        }
        awaitState(page, "DONE");
    }

    /** The project's recorded deployments, newest first: "commit state who applied". */
    List<String> recorded(String project) throws Exception {
        try (Connection c = app.database().getConnection();
             PreparedStatement ps = c.prepareStatement("SELECT commit_id, state, started_by, applied FROM deployment"
                     + " WHERE project = ? ORDER BY id DESC")) {
            ps.setString(1, project);
            List<String> rows = new java.util.ArrayList<>();
            try (var rs = ps.executeQuery()) {
                while (rs.next()) {
                    rows.add(rs.getString(1) + " " + rs.getString(2) + " " + rs.getString(3)
                            + (rs.getBoolean(4) ? " applied" : " not applied"));
                }
            }
            return rows;
        }
    }

    /** The steps of the project's newest recorded deployment: "kind table state". */
    List<String> recordedSteps(String project) throws Exception {
        try (Connection c = app.database().getConnection();
             PreparedStatement ps = c.prepareStatement("SELECT s.kind, s.table_name, s.state FROM deployment_step s"
                     + " WHERE s.deployment_id = (SELECT MAX(id) FROM deployment WHERE project = ?)"
                     + " ORDER BY s.step_index")) {
            ps.setString(1, project);
            List<String> rows = new java.util.ArrayList<>();
            try (var rs = ps.executeQuery()) {
                while (rs.next()) {
                    rows.add(rs.getString(1) + " " + rs.getString(2) + " " + rs.getString(3));
                }
            }
            return rows;
        }
    }

    /** The environment of the project's newest recorded deployment. */
    String newestEnvironment(String project) throws Exception {
        try (Connection c = app.database().getConnection();
             PreparedStatement ps = c.prepareStatement("SELECT environment FROM deployment WHERE id ="
                     + " (SELECT MAX(id) FROM deployment WHERE project = ?)")) {
            ps.setString(1, project);
            try (var rs = ps.executeQuery()) {
                rs.next();
                return rs.getString(1);
            }
        }
    }

    /** Creates a token on the API tokens page as the page's user and reads it from the page, where it shows once. */
    String createToken(Page page, String name) {
        page.navigate(app.app().baseUrl() + "tokens");
        page.locator("#token-name input").fill(name);
        page.click("#token-create");
        Locator secret = page.locator("#token-secret");
        assertThat(secret).hasText(Pattern.compile("fsh_[0-9a-z]{12}_[A-Za-z0-9_-]{43}"),
                new LocatorAssertions.HasTextOptions().setTimeout(30_000));
        return secret.innerText().strip();
    }

    HttpResponse<String> api(String method, String path, String token, String body) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(app.app().baseUrl() + "api/v1/" + path))
                .timeout(Duration.ofMinutes(2))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body));
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        if (body != null) {
            request.header("Content-Type", "application/json");
        }
        return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** One run of freshet-sql.jar's main entry in this JVM. */
    record Cli(int code, String out, String err) {
    }

    Cli cli(String command, Path tokenFile, String project, String... more) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        List<String> args = new ArrayList<>(List.of(command, "--server", app.app().baseUrl(),
                "--token-file", tokenFile.toString(), "--project", project));
        if ("apply".equals(command)) {
            args.addAll(List.of("--poll-interval", "1"));
        }
        args.addAll(List.of(more));
        int code = FreshetSql.run(args.toArray(String[]::new), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Cli(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    int auditCount(String actor, String action, String detailLike) throws Exception {
        try (Connection c = app.database().getConnection();
             PreparedStatement ps = c.prepareStatement("SELECT COUNT(*) FROM audit_event WHERE actor = ?"
                     + " AND action = ? AND detail LIKE ?")) {
            ps.setString(1, actor);
            ps.setString(2, action);
            ps.setString(3, detailLike);
            try (var rs = ps.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        }
    }

    /** {@code GET /api/health} over HTTP Basic as the developer: each table's state by its name. */
    Map<String, String> healthOverHttp() throws Exception {
        String basic = "Basic " + java.util.Base64.getEncoder().encodeToString((app.developer() + ":"
                + EditorAppExtension.DEVELOPER_PASSWORD).getBytes(StandardCharsets.UTF_8));
        HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(URI.create(app.app().baseUrl()
                + "api/health")).header("Authorization", basic).build(), HttpResponse.BodyHandlers.ofString());
        Map<String, String> states = new java.util.HashMap<>();
        JSON.readTree(response.body()).path("subjects").forEach(s -> {
            if (!s.path("kind").asText().equals("INGESTION")) {
                states.put(s.path("name").asText(), s.path("state").asText());
            }
        });
        return states;
    }

    Locator scriptRow(Page page, String script) {
        return page.locator(".deploy-script[data-script='" + script + "']");
    }

    /**
     * Waits until the deployment reaches {@code state} or ends short of it; an end short of it fails with the
     * deployment's message (for a failed statement: its script, line and the gateway's error) and the app's errors.
     */
    void awaitState(Page page, String state) {
        Locator badge = page.locator("#deploy-state");
        assertThat(badge).hasAttribute("data-state", Pattern.compile("^(" + state + "|FAILED|CANCELLED)$"),
                new LocatorAssertions.HasAttributeOptions().setTimeout(WAIT));
        String reached = badge.getAttribute("data-state");
        if (!state.equals(reached)) {
            throw new AssertionError("the deployment ended " + reached + " instead of " + state + ": "
                    + page.locator("#deploy-message").innerText() + "\napp errors:\n" + appErrors());
        }
    }

    String appErrors() {
        try {
            return String.join("\n", app.app().console().lines()
                    .filter(l -> l.contains("ERROR") || l.contains("Exception")).limit(40).toList());
        } catch (java.io.IOException e) {
            return "(console unreadable: " + e + ")";
        }
    }

    GatewaySession gateway() throws Exception {
        return new GatewayClient(app.app().embeddedGateway(app.gatewayPort()))
                .session(Map.of("execution.runtime-mode", "batch"));
    }

    long rows(GatewaySession session, String table) {
        Object count = session.execute("SELECT COUNT(*) FROM `lakehouse`." + table).rows().get(0).fields().get(0);
        return ((Number) count).longValue();
    }

    /** How many snapshots a table ({@code catalog.database.table}) has: a write adds one. */
    long snapshots(GatewaySession session, String table) {
        String[] parts = table.split("\\.");
        Object count = session.execute("SELECT COUNT(*) FROM " + SqlQuoting.qualified(parts[0], parts[1],
                parts[2] + "$snapshots")).rows().get(0).fields().get(0);
        return ((Number) count).longValue();
    }

    /** A new version of a script, as a save in the editor stores it. */
    void save(long id, String content) throws Exception {
        try (Connection c = app.database().getConnection();
             PreparedStatement ps = c.prepareStatement("UPDATE script SET content = ?, version = version + 1,"
                     + " updated_at = ? WHERE id = ?")) {
            ps.setString(1, content);
            ps.setObject(2, OffsetDateTime.now());
            ps.setLong(3, id);
            ps.executeUpdate();
        }
    }
}

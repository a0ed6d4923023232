package io.freshet.analysis.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code plan}, {@code apply} and {@code pull} against a fake Freshet API (the JDK's HTTP server on 127.0.0.1): exit codes, what is
 * printed, what is sent, and the argument errors, which exit 1 before anything is sent.
 */
class RemoteCommandTest {

    private static final String TOKEN = "fsh_abcdefghijkl_" + "A".repeat(43);
    private static final String PLAN = "/api/v1/projects/shop/plan";

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final List<String> received = new CopyOnWriteArrayList<>();
    private final Map<String, Deque<String[]>> answers = new ConcurrentHashMap<>();
    private HttpServer server;

    @BeforeEach
    void startFakeServer() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", this::answer);
        server.start();
    }

    @AfterEach
    void stopFakeServer() {
        server.stop(0);
    }

    @Test
    void aPlanWithChangesExitsTwoAndPrintsEachScript() throws IOException {
        answer("GET " + PLAN, 200, """
                {"project": "shop", "upToDate": false, "scripts": [
                  {"path": "01_ods.sql", "status": "UP_TO_DATE", "statements": 2, "tables": ["lakehouse.ods.a"],
                   "changes": []},
                  {"path": "02_dws.sql", "status": "CHANGED", "statements": 1, "tables": ["lakehouse.dws.b"],
                   "changes": [{"table": "lakehouse.dws.b", "line": 3}]}]}""");

        assertThat(run(Map.of(), "plan", "--server", url(), "--token-file", tokenFile(TOKEN), "--project", "shop"))
                .isEqualTo(2);
        assertThat(text(out)).contains("Project shop: 1 of 2 script(s) to apply.")
                .contains("UP_TO_DATE 01_ods.sql (2 statements)")
                .contains("CHANGED    02_dws.sql (1 statement): lakehouse.dws.b")
                .contains("changed since deploy: lakehouse.dws.b (line 3)");
        assertThat(received).containsExactly("GET " + PLAN + " ");
    }

    @Test
    void thePlanObjectIsPrintedPerTableWithWhyWhatItDropsItsRefillAndDownstream() throws IOException {
        answer("GET " + PLAN, 200, """
                {"project": "shop", "nothingToDo": false, "commitWords": "main at 1a2b3c4d",
                 "blocked": "01_dwd.sql line 9 is refused by the statement policy: no.",
                 "tables": [
                  {"table": "lakehouse.ods.a", "action": "UNCHANGED", "scriptPath": "00_ods.sql", "line": 1},
                  {"table": "lakehouse.dwd.paid", "action": "RECREATE", "scriptPath": "01_dwd.sql", "line": 2,
                   "reason": "query differs", "droppedWords": "1,234 rows in 5 partitions, 2.0 KiB",
                   "refillWords": "backfill of 5 days (2024-06-01 .. 2024-06-05)",
                   "downstream": ["lakehouse.dws.daily", "lakehouse.dws.buyers"]},
                  {"table": "lakehouse.dws.buyers", "action": "CREATE", "scriptPath": "02_dws.sql", "line": 1,
                   "refillWords": "backfill of 5 days (2024-06-01 .. 2024-06-05)", "downstream": []}],
                 "scripts": []}""");

        assertThat(run(Map.of("FRESHET_TOKEN", TOKEN), "plan", "--server", url(), "--project", "shop",
                "--recreate-changed")).isEqualTo(2);
        assertThat(text(out)).contains("Project shop at main at 1a2b3c4d: 2 table(s) to change, 1 unchanged.")
                .contains("  RECREATE  lakehouse.dwd.paid (01_dwd.sql line 2)")
                .contains("      why: query differs")
                .contains("      drops: 1,234 rows in 5 partitions, 2.0 KiB")
                .contains("      refill: backfill of 5 days (2024-06-01 .. 2024-06-05)")
                .contains("      downstream: lakehouse.dws.daily, lakehouse.dws.buyers")
                .contains("  CREATE    lakehouse.dws.buyers (02_dws.sql line 1)")
                .contains("  Blocked: 01_dwd.sql line 9 is refused by the statement policy: no.")
                .doesNotContain("lakehouse.ods.a");
        assertThat(received).containsExactly("GET " + PLAN + "?recreateChanged=true ");
    }

    @Test
    void anEnvironmentIsSentWithThePlanAndTheApplyAndNamedInWhatIsPrinted() throws IOException {
        answer("GET " + PLAN, 200, """
                {"project": "shop", "nothingToDo": false, "environment": "dev_",
                 "tables": [{"table": "lakehouse.dev_dws.b", "action": "CREATE", "scriptPath": "02_dws.sql",
                   "line": 1, "downstream": []}], "scripts": []}""");
        assertThat(run(Map.of("FRESHET_TOKEN", TOKEN), "plan", "--server", url(), "--project", "shop",
                "--recreate-changed", "--environment", "dev_")).isEqualTo(2);
        assertThat(text(out)).contains("Project shop in environment dev_: 1 table(s) to change, 0 unchanged.")
                .contains("  CREATE    lakehouse.dev_dws.b (02_dws.sql line 1)");

        answer("POST /api/v1/projects/shop/apply", 202, progress("DONE", "DONE", "DONE", "[]", "Deployed."));
        assertThat(run(Map.of("FRESHET_TOKEN", TOKEN), "apply", "--server", url(), "--project", "shop",
                "--environment", "dev_")).isZero();
        assertThat(text(out)).contains("Deployment 7 of shop into environment dev_ started by dev.");
        assertThat(received).containsExactly("GET " + PLAN + "?recreateChanged=true&environment=dev_ ",
                "POST /api/v1/projects/shop/apply {\"recreateChanged\":false,\"environment\":\"dev_\"}");
    }

    @Test
    void anEnvironmentThatIsNotAPlainPrefixExitsOneAndSendsNothing() {
        assertThat(run(Map.of("FRESHET_TOKEN", TOKEN), "plan", "--server", url(), "--project", "shop",
                "--environment", "Dev-1")).isEqualTo(1);
        assertThat(run(Map.of("FRESHET_TOKEN", TOKEN), "apply", "--server", url(), "--project", "shop",
                "--environment", "dev_&x=1")).isEqualTo(1);
        assertThat(text(err)).contains("--environment: The environment 'Dev-1' is not a database prefix")
                .contains("'dev_&x=1' is not a database prefix");
        assertThat(received).as("nothing reached the server").isEmpty();
    }

    @Test
    void aPlanAtARefSendsTheBranchAndSaysWhichCommitWasPlanned() {
        answer("GET " + PLAN, 200, """
                {"project": "shop", "nothingToDo": false, "commitWords": "feature/orders at 9f8e7d6c",
                 "tables": [{"table": "lakehouse.dws.b", "action": "CREATE", "scriptPath": "02_dws.sql",
                   "line": 1, "downstream": []}], "scripts": []}""");

        assertThat(run(Map.of("FRESHET_TOKEN", TOKEN), "plan", "--server", url(), "--project", "shop",
                "--ref", "refs/heads/feature/orders")).isEqualTo(2);
        assertThat(text(out)).contains("Project shop at feature/orders at 9f8e7d6c: 1 table(s) to change");
        assertThat(received).containsExactly("GET " + PLAN + "?ref=feature%2Forders ");
    }

    @Test
    void aRefOnlyPlansAndMustNotBeEmptyElseExitOneAndSendNothingButItIsSentEncoded() {
        Map<String, String> env = Map.of("FRESHET_TOKEN", TOKEN);
        answer("GET " + PLAN, 200, "{\"project\": \"shop\", \"scripts\": []}");
        assertThat(run(env, "apply", "--server", url(), "--project", "shop", "--ref", "main")).isEqualTo(1);
        assertThat(run(env, "pull", "--server", url(), "--project", "shop", "--ref", "main")).isEqualTo(1);
        assertThat(run(env, "plan", "--server", url(), "--project", "shop", "--ref", "refs/heads/")).isEqualTo(1);
        assertThat(run(env, "plan", "--server", url(), "--project", "shop", "--ref", "x&environment=y"))
                .as("no way to add a parameter through the name").isZero();
        assertThat(text(err)).contains("--ref applies only to plan: an apply deploys the server's copy")
                .contains("--ref takes a branch name (e.g. feature/orders), not 'refs/heads/'");
        assertThat(received).containsExactly("GET " + PLAN + "?ref=x%26environment%3Dy ");
    }

    @Test
    void aPullPrintsTheCommitAndTheChangedScriptsAndExitsZero() {
        answer("POST /api/v1/projects/shop/pull", 200, """
                {"project": "shop", "branch": "main", "commit": "c0ffee00c0ffee00", "message": "C: notes",
                 "updated": ["02_dws.sql"], "conflicts": [], "ahead": 0, "behind": 0}""");

        assertThat(run(Map.of("FRESHET_TOKEN", TOKEN), "pull", "--server", url(), "--project", "shop")).isZero();
        assertThat(text(out)).contains("Project shop pulled: main at c0ffee00 (C: notes).")
                .contains("  changed: 02_dws.sql");
        assertThat(received).containsExactly("POST /api/v1/projects/shop/pull ");
    }

    @Test
    void aPullThatLeftConflictsExitsOneWithTheServersWordsAndPlanOptionsDoNotApply() {
        answer("POST /api/v1/projects/shop/pull", 409, """
                {"error": "The pull left 1 script changed on both sides: 01_dwd.sql. Both texts are kept.",
                 "conflicts": ["01_dwd.sql"]}""");

        assertThat(run(Map.of("FRESHET_TOKEN", TOKEN), "pull", "--server", url(), "--project", "shop"))
                .isEqualTo(1);
        assertThat(run(Map.of("FRESHET_TOKEN", TOKEN), "pull", "--server", url(), "--project", "shop",
                "--environment", "dev_")).isEqualTo(1);
        assertThat(text(err)).contains("refused (409): The pull left 1 script changed on both sides: 01_dwd.sql.")
                .contains("--environment does not apply to pull");
        assertThat(received).hasSize(1);
    }

    @Test
    void anUpToDatePlanExitsZeroAndJsonIsTheServersWholePlan() throws IOException {
        answer("GET " + PLAN, 200, """
                {"project": "shop", "upToDate": true, "scripts": [], "commit": "abc123"}""");

        assertThat(run(Map.of("FRESHET_TOKEN", TOKEN + "\n"), "plan", "--server", url(), "--project", "shop",
                "--json")).isZero();
        JsonNode printed = new ObjectMapper().readTree(text(out));
        assertThat(printed.path("project").asText()).isEqualTo("shop");
        assertThat(printed.path("commit").asText()).as("a field the command does not know").isEqualTo("abc123");
    }

    @Test
    void aProjectNameIsSentAsOnePathSegment() {
        answer("GET /api/v1/projects/my%20shop%2F%C3%A4/plan", 200, "{\"project\": \"my shop/ä\", \"scripts\": []}");

        assertThat(run(Map.of("FRESHET_TOKEN", TOKEN), "plan", "--server", url(), "--project", "my shop/ä"))
                .isZero();
        assertThat(text(out)).contains("nothing to do");
    }

    @Test
    void aRefusedTokenARoleRefusalAndServerErrorsExitOneWithTheServersWords() {
        String wrong = "fsh_zzzzzzzzzzzz_" + "B".repeat(43);
        assertThat(run(Map.of("FRESHET_TOKEN", wrong), "plan", "--server", url(), "--project", "shop")).isEqualTo(1);
        assertThat(text(err)).contains("the server refused the API token (401): Invalid or revoked API token.");

        answer("POST /api/v1/projects/shop/apply", 403, "{\"error\": \"Refused: the token's user may not.\"}");
        assertThat(run(Map.of("FRESHET_TOKEN", TOKEN), "apply", "--server", url(), "--project", "shop")).isEqualTo(1);
        assertThat(text(err)).contains("refused (403): Refused: the token's user may not.");

        answer("GET " + PLAN, 400, "{\"error\": \"There is no project shop.\"}");
        assertThat(run(Map.of("FRESHET_TOKEN", TOKEN), "plan", "--server", url(), "--project", "shop")).isEqualTo(1);
        assertThat(text(err)).contains("the server answered 400: There is no project shop.");

        answers.clear();
        answer("GET " + PLAN, 502, "<html><body>Bad gateway</body></html>");
        assertThat(run(Map.of("FRESHET_TOKEN", TOKEN), "plan", "--server", url(), "--project", "shop")).isEqualTo(1);
        assertThat(text(err)).contains("the server answered 502 without a Freshet error message")
                .doesNotContain("<html>").doesNotContain("\tat ");
    }

    @Test
    void anUnreachableServerExitsOne() throws IOException {
        int closed;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closed = socket.getLocalPort();
        }
        assertThat(run(Map.of("FRESHET_TOKEN", TOKEN), "plan", "--server", "http://127.0.0.1:" + closed,
                "--project", "shop")).isEqualTo(1);
        assertThat(text(err)).contains("cannot reach the Freshet server at http://127.0.0.1:" + closed + "/");
    }

    @Test
    void argumentErrorsExitOneAndSendNothing() throws IOException {
        Map<String, String> env = Map.of("FRESHET_TOKEN", TOKEN);
        assertThat(run(env, "plan", "--project", "shop")).isEqualTo(1);
        assertThat(run(env, "plan", "--server", url())).isEqualTo(1);
        assertThat(run(Map.of(), "plan", "--server", url(), "--project", "shop")).isEqualTo(1);
        assertThat(run(env, "plan", "--server", url(), "--project", "shop", "--token", TOKEN)).isEqualTo(1);
        assertThat(run(env, "plan", "--server", url(), "--project", "shop", "--token-file",
                dir.resolve("missing").toString())).isEqualTo(1);
        assertThat(run(env, "plan", "--server", url(), "--project", "shop", "--token-file",
                tokenFile("password=hunter2"))).isEqualTo(1);
        assertThat(run(env, "plan", "--server", "http://freshet.example.com/", "--project", "shop")).isEqualTo(1);
        assertThat(run(env, "plan", "--server", "ftp://127.0.0.1/", "--project", "shop")).isEqualTo(1);
        assertThat(run(env, "plan", "--server", url(), "--project", "shop", "--no-follow-ups")).isEqualTo(1);
        assertThat(run(env, "apply", "--server", url(), "--project", "shop", "--poll-interval", "soon")).isEqualTo(1);
        assertThat(run(env, "plan", "--server", url(), "--project", "shop", "--colour")).isEqualTo(1);

        assertThat(received).as("nothing reached the server").isEmpty();
        assertThat(text(err)).contains("--server URL is needed").contains("--project NAME is needed")
                .contains("no API token: give --token-file FILE or set FRESHET_TOKEN")
                .contains("--token is not taken").contains("cannot read the token file")
                .contains("does not hold a Freshet API token").doesNotContain("hunter2")
                .contains("refusing to send the API token over plain http to freshet.example.com")
                .contains("--server must be an http(s) URL").contains("--no-follow-ups applies only to apply")
                .contains("--poll-interval takes a whole number").contains("unknown option --colour")
                .doesNotContain(TOKEN).doesNotContain("\tat ");
    }

    @Test
    void applyFollowsTheDeploymentPrintsEachStepOnceAndExitsZero() throws IOException {
        answer("POST /api/v1/projects/shop/apply", 202, progress("RUNNING", "DONE", "PENDING", "[]", ""));
        answer("GET /api/v1/deployments/7", 200, progress("SCRIPTS_DONE", "DONE", "DONE",
                "[{\"kind\": \"REFRESH\", \"table\": \"lakehouse.dws.b\", \"state\": \"PENDING\"}]", ""));
        answer("POST /api/v1/deployments/7/follow-up", 200, progress("FOLLOWING_UP", "DONE", "DONE",
                "[{\"kind\": \"REFRESH\", \"table\": \"lakehouse.dws.b\", \"state\": \"RUNNING\"}]", ""));
        answer("GET /api/v1/deployments/7", 200, progress("DONE", "DONE", "DONE", "[{\"kind\": \"REFRESH\","
                + " \"table\": \"lakehouse.dws.b\", \"state\": \"DONE\", \"detail\": \"120 rows\"}]",
                "Deployed and refreshed."));

        assertThat(run(Map.of("FRESHET_TOKEN", TOKEN), "apply", "--server", url(), "--project", "shop",
                "--recreate-changed", "--poll-interval", "0")).isZero();
        String printed = text(out);
        assertThat(printed).contains("Deployment 7 of shop started by dev.")
                .contains("  follow-up REFRESH lakehouse.dws.b: done (120 rows)")
                .endsWith("Deployment 7 DONE: Deployed and refreshed." + System.lineSeparator());
        assertThat(printed.split("01_ods.sql:4 CREATE_TABLE lakehouse.ods.a: done \\(5 ms\\)", -1))
                .as("the first step, printed once").hasSize(2);
        assertThat(printed).contains("02_dws.sql:3 CREATE_MATERIALIZED_TABLE lakehouse.dws.b: done (9 ms)");
        assertThat(received).containsExactly(
                "POST /api/v1/projects/shop/apply {\"recreateChanged\":true}",
                "GET /api/v1/deployments/7 ",
                "POST /api/v1/deployments/7/follow-up " + followUpBody(true),
                "GET /api/v1/deployments/7 ");
    }

    @Test
    void aFailedDeploymentOrAFailedFollowUpExitsOne() throws IOException {
        answer("POST /api/v1/projects/shop/apply", 202, progress("FAILED", "DONE", "FAILED", "[]",
                "02_dws.sql line 3: not run"));
        assertThat(run(Map.of("FRESHET_TOKEN", TOKEN), "apply", "--server", url(), "--project", "shop")).isEqualTo(1);
        assertThat(text(out)).contains("02_dws.sql:3 CREATE_MATERIALIZED_TABLE lakehouse.dws.b: FAILED: Not run:"
                + " refused").contains("Deployment 7 FAILED: 02_dws.sql line 3: not run");

        out.reset();
        answers.clear();
        answer("POST /api/v1/projects/shop/apply", 202, progress("SCRIPTS_DONE", "DONE", "DONE",
                "[{\"kind\": \"BACKFILL\", \"table\": \"lakehouse.dws.b\", \"state\": \"PENDING\"}]", ""));
        answer("POST /api/v1/deployments/7/follow-up", 200, progress("DONE", "DONE", "DONE",
                "[{\"kind\": \"BACKFILL\", \"table\": \"lakehouse.dws.b\", \"state\": \"FAILED\","
                        + " \"error\": \"no partitions\"}]", "Deployed; 1 of the follow-ups failed."));
        assertThat(run(Map.of("FRESHET_TOKEN", TOKEN), "apply", "--server", url(), "--project", "shop",
                "--poll-interval", "0")).as("a follow-up failed").isEqualTo(1);
        assertThat(text(out)).contains("follow-up BACKFILL lakehouse.dws.b: FAILED: no partitions");
    }

    @Test
    void withoutFollowUpsTheDeploymentIsEndedWithNoneAndExitsZero() throws IOException {
        answer("POST /api/v1/projects/shop/apply", 202, progress("SCRIPTS_DONE", "DONE", "DONE",
                "[{\"kind\": \"REFRESH\", \"table\": \"lakehouse.dws.b\", \"state\": \"PENDING\"}]", ""));
        answer("POST /api/v1/deployments/7/follow-up", 200, progress("DONE", "DONE", "DONE",
                "[{\"kind\": \"REFRESH\", \"table\": \"lakehouse.dws.b\", \"state\": \"SKIPPED\"}]",
                "Deployed; no follow-ups chosen."));
        assertThat(run(Map.of("FRESHET_TOKEN", TOKEN), "apply", "--server", url(), "--project", "shop",
                "--no-follow-ups", "--json")).isZero();
        JsonNode printed = new ObjectMapper().readTree(text(out));
        assertThat(printed.path("state").asText()).as("--json prints the last progress only").isEqualTo("DONE");
        assertThat(received).containsExactly("POST /api/v1/projects/shop/apply {\"recreateChanged\":false}",
                "POST /api/v1/deployments/7/follow-up " + followUpBody(false));
    }

    private static String followUpBody(boolean run) throws IOException {
        return new ObjectMapper().writeValueAsString(Map.of("refresh", run, "backfill", run));
    }

    /** A deployment's progress with two steps in the given states. */
    private static String progress(String state, String first, String second, String offered, String message) {
        String error = second.equals("FAILED") ? "\"Not run: refused\"" : "null";
        return """
                {"id": 7, "project": "shop", "startedBy": "dev", "state": "%s", "message": "%s", "offered": %s,
                 "steps": [
                  {"index": 0, "scriptPath": "01_ods.sql", "line": 4, "kind": "CREATE_TABLE",
                   "table": "lakehouse.ods.a", "state": "%s", "error": null, "millis": 5},
                  {"index": 1, "scriptPath": "02_dws.sql", "line": 3, "kind": "CREATE_MATERIALIZED_TABLE",
                   "table": "lakehouse.dws.b", "state": "%s", "error": %s, "millis": 9}]}"""
                .formatted(state, message, offered, first, second, error);
    }

    private void answer(String request, int status, String body) {
        answers.computeIfAbsent(request, k -> new ArrayDeque<>()).add(new String[] {String.valueOf(status), body});
    }

    /**
     * Answers by the queued answers of the request's method and raw path (the query is recorded, not matched); the
     * last one stays for later calls.
     */
    private void answer(HttpExchange exchange) throws IOException {
        String key = exchange.getRequestMethod() + " " + exchange.getRequestURI().getRawPath();
        String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
        String query = exchange.getRequestURI().getRawQuery();
        received.add(key + (query == null ? "" : "?" + query) + " " + body);
        String[] answer;
        if (!("Bearer " + TOKEN).equals(exchange.getRequestHeaders().getFirst("Authorization"))) {
            answer = new String[] {"401", "{\"error\": \"Invalid or revoked API token.\"}"};
        } else {
            Deque<String[]> queued = answers.get(key);
            answer = queued == null ? new String[] {"404", "{\"error\": \"There is no API call " + key + ".\"}"}
                    : queued.size() > 1 ? queued.poll() : queued.peek();
        }
        byte[] bytes = answer[1].getBytes(StandardCharsets.UTF_8);
        exchange.sendResponseHeaders(Integer.parseInt(answer[0]), bytes.length);
        exchange.getResponseBody().write(bytes);
        exchange.close();
    }

    private int run(Map<String, String> env, String... args) {
        return FreshetSql.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), env);
    }

    private String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    private String tokenFile(String content) throws IOException {
        Path file = dir.resolve("token-" + content.hashCode());
        Files.writeString(file, content + "\n");
        return file.toString();
    }

    private static String text(ByteArrayOutputStream stream) {
        return stream.toString(StandardCharsets.UTF_8);
    }
}

package io.freshet.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Page;
import io.freshet.testing.BrowserExtension;
import io.freshet.testing.FreshetProcess;
import io.freshet.testing.Ports;
import io.freshet.testing.StatusPage;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** When the embedded Flink cannot start, the IDE still starts and its status page says what is wrong and where the log is. */
class GatewayFailureAppIT {

    @RegisterExtension
    static final BrowserExtension BROWSER = new BrowserExtension();

    @TempDir
    Path root;

    @Test
    void portAlreadyBound() throws Exception {
        int port = Ports.freeLoopbackPort();
        Path home = root.resolve("home");
        try (ServerSocket squatter = new ServerSocket(port, 1, InetAddress.getLoopbackAddress());
             FreshetProcess app = FreshetProcess.start(home, List.of("--freshet.embedded.gateway-port=" + port))) {
            StatusPage status = StatusPage.open(BROWSER.newPage(), app);
            status.awaitHealth("gateway", "DOWN");
            assertThat(status.text("gateway", "detail")).contains(String.valueOf(port)).contains("already in use");
            assertThat(status.text("gateway", "hint"))
                    .isEqualTo("Log: " + home.resolve("flink/log/flink-gateway.log"));
            assertThat(status.awaitHealth("database", "UP")).isNotNull();
            assertStackTraceFree(status.page());
            assertOtherViewsWork(status.page(), app.baseUrl());
        }
    }

    @Test
    void badHomeDirectory() throws Exception {
        Path home = root.resolve("home");
        Files.createDirectories(home);
        Files.writeString(home.resolve("flink"), "a file where Flink's home directory should be");
        try (FreshetProcess app = FreshetProcess.start(home, List.of())) {
            StatusPage status = StatusPage.open(BROWSER.newPage(), app);
            status.awaitHealth("gateway", "DOWN");
            assertThat(status.text("gateway", "detail")).contains(home.resolve("flink").toString());
            status.awaitHealth("catalog", "DOWN");
            assertStackTraceFree(status.page());
        }
    }

    private static void assertStackTraceFree(Page page) {
        assertThat(page.locator("main").innerText()).doesNotContain("Exception").doesNotContain("\tat ");
    }

    private static void assertOtherViewsWork(Page page, String baseUrl) {
        page.navigate(baseUrl + "catalog");
        page.locator("#catalog-tree").waitFor();
        assertThat(page.locator("#catalog-page").innerText()).isNotBlank();
        assertStackTraceFree(page);
        assertThat(page.locator("#main-nav").innerText()).contains("Editor", "Catalog", "Lineage", "Backfills",
                "Status");
    }
}

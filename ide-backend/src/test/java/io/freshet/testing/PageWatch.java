package io.freshet.testing;

import com.microsoft.playwright.Page;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;

/** What a page did that a security test checks afterwards: every URL it requested or was sent to, and CSP reports. */
public final class PageWatch {

    /** Reports each violation on the console, where {@link #cspViolations()} collects it with the browser's own. */
    private static final String REPORT_VIOLATIONS = "document.addEventListener('securitypolicyviolation', e =>"
            + " console.error('CSP violation: ' + e.violatedDirective + ' ' + e.blockedURI + ' at ' + e.sourceFile"
            + " + ':' + e.lineNumber))";

    private final List<String> urls = new CopyOnWriteArrayList<>();
    private final List<String> cspViolations = new CopyOnWriteArrayList<>();

    private PageWatch() {
    }

    /** Starts watching before the page's first navigation. */
    public static PageWatch on(Page page) {
        PageWatch watch = new PageWatch();
        page.onRequest(r -> watch.urls.add(r.url()));
        page.onResponse(r -> {
            String location = r.headers().get("location");
            if (location != null) {
                watch.urls.add(location);
            }
        });
        page.onFrameNavigated(f -> watch.urls.add(f.url()));
        page.addInitScript(REPORT_VIOLATIONS);
        page.onConsoleMessage(m -> {
            if (m.text().contains("CSP violation") || m.text().contains("Content Security Policy")) {
                watch.cspViolations.add(m.text());
            }
        });
        return watch;
    }

    public List<String> urls() {
        return List.copyOf(urls);
    }

    /** URLs (requests, redirects' Location, navigations) that carry a servlet session id. */
    public List<String> urlsWithSessionId() {
        return urls.stream().filter(u -> u.toLowerCase(Locale.ROOT).contains("jsessionid")).toList();
    }

    public List<String> cspViolations() {
        return List.copyOf(cspViolations);
    }
}

package io.freshet.backend.security;

import com.vaadin.flow.server.ServiceInitEvent;
import com.vaadin.flow.server.VaadinServiceInitListener;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import org.springframework.stereotype.Component;

/**
 * The Content-Security-Policy of Freshet's pages. Scripts come only from Freshet itself; the inline scripts of
 * Vaadin's page carry a fresh nonce per response, so an injected inline script does not run. Two allowances
 * Vaadin Flow needs: {@code 'unsafe-eval'} (its client turns the JavaScript the server sends, executeJs and event
 * data expressions, into functions) and inline styles (themes and components inject style elements). One inline
 * script is allowed by its hash: Hilla's route list, which its own page listener adds after this one ran; with
 * {@code vaadin.expose-server-routes-to-client=false} (the menu is built on the server) its text never changes.
 */
@Component
public class ContentSecurityPolicy implements VaadinServiceInitListener {

    public static final String HEADER = "Content-Security-Policy";
    /** The text of Hilla's RouteUnifyingIndexHtmlRequestListener's script when no route is exposed to the client. */
    static final String HILLA_VIEWS_SCRIPT = "window.Vaadin = window.Vaadin ?? {};\nwindow.Vaadin.views = {};";
    private static final String HILLA_VIEWS_HASH = "'sha256-" + sha256(HILLA_VIEWS_SCRIPT) + "'";
    private static final SecureRandom RANDOM = new SecureRandom();

    /** The policy; a page with Vaadin's inline scripts passes their nonce, any other response null. */
    public static String directives(String nonce) {
        String inline = nonce == null ? "" : " 'nonce-" + nonce + "'";
        return "default-src 'self'; script-src 'self'" + inline + " " + HILLA_VIEWS_HASH + " 'unsafe-eval';"
                + " style-src 'self' 'unsafe-inline';"
                + " img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none';"
                + " base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
    }

    @Override
    public void serviceInit(ServiceInitEvent event) {
        event.addIndexHtmlRequestListener(page -> {
            String nonce = newNonce();
            // set before the response is committed, so Spring Security's header writer keeps it, not its default
            page.getVaadinResponse().setHeader(HEADER, directives(nonce));
            page.getDocument().getElementsByTag("script").attr("nonce", nonce);
        });
    }

    private static String sha256(String text) {
        try {
            return Base64.getEncoder().encodeToString(MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }

    private static String newNonce() {
        byte[] bytes = new byte[18];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }
}

package io.freshet.backend.alerts;

import io.freshet.ui.alerts.ChannelDefinition;
import io.freshet.ui.alerts.ChannelKind;
import io.freshet.ui.common.ServiceException;
import jakarta.mail.internet.AddressException;
import jakarta.mail.internet.InternetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Arrays;
import java.util.Locale;
import java.util.regex.Pattern;

/** What a channel must be before it is stored: a known shape, addresses that parse, an http(s) URL. */
final class ChannelChecks {

    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9._-]{1,100}");
    private static final Pattern HOST = Pattern.compile("[A-Za-z0-9.:\\[\\]-]{1,255}");
    private static final int MAX_RECIPIENTS = 50;

    private ChannelChecks() {
    }

    /** The channel's name, checked. */
    static String name(String name) {
        String n = name == null ? "" : name.strip();
        if (!NAME.matcher(n).matches()) {
            throw new ServiceException("A name is 1 to 100 letters, digits, '.', '_' or '-'.");
        }
        return n;
    }

    /**
     * Checks a definition and returns what the channel list shows: the recipients, or the webhook's origin. A blank
     * secret is allowed only when the channel exists (the stored one is kept); then {@code storedDestination} is kept.
     */
    static String check(ChannelDefinition d, String storedDestination) {
        name(d.name());
        if (d.maxPerHour() < 1 || d.maxPerHour() > 1000) {
            throw new ServiceException("A channel sends 1 to 1000 notices per hour.");
        }
        boolean keepSecret = d.secret().isEmpty() && storedDestination != null;
        if (d.kind() == ChannelKind.WEBHOOK) {
            if (keepSecret) {
                return storedDestination;
            }
            return origin(webhookUri(d.secret()));
        }
        if (!HOST.matcher(d.smtpHost()).matches() || d.smtpPort() < 1 || d.smtpPort() > 65535) {
            throw new ServiceException("Give the SMTP server's host name and a port from 1 to 65535.");
        }
        recipients(d.recipients());
        address(d.sender(), "The sender");
        if (!d.smtpUser().isBlank() && d.secret().isEmpty() && !keepSecret) {
            throw new ServiceException("Give the SMTP password of user '" + d.smtpUser() + "'.");
        }
        return d.recipients();
    }

    /** The recipients of a comma-separated list, each a valid address. */
    static String[] recipients(String list) {
        String[] each = Arrays.stream(list.split(",")).map(String::strip).filter(s -> !s.isEmpty())
                .toArray(String[]::new);
        if (each.length == 0 || each.length > MAX_RECIPIENTS) {
            throw new ServiceException("Give 1 to " + MAX_RECIPIENTS + " recipients, separated by commas.");
        }
        for (String r : each) {
            address(r, "Recipient '" + r + "'");
        }
        return each;
    }

    /** An absolute http or https URL without user information (credentials belong in the path or a token). */
    static URI webhookUri(String url) {
        try {
            URI uri = new URI(url.strip());
            String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
            if ((scheme.equals("http") || scheme.equals("https")) && uri.getHost() != null && uri.getUserInfo() == null) {
                return uri;
            }
        } catch (URISyntaxException e) {
            // falls through to the one message below
        }
        throw new ServiceException("A webhook URL starts with http:// or https:// and names a host.");
    }

    /** scheme://host:port: what may be shown of a webhook whose path may hold a token. */
    static String origin(URI uri) {
        return uri.getScheme() + "://" + uri.getHost() + (uri.getPort() < 0 ? "" : ":" + uri.getPort());
    }

    private static void address(String value, String what) {
        try {
            new InternetAddress(value, true).validate();
        } catch (AddressException e) {
            throw new ServiceException(what + " is not an e-mail address.");
        }
    }
}

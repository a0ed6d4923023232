package io.freshet.backend.alerts;

import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import javax.net.ssl.SSLException;
import org.springframework.stereotype.Component;

/** Posts a notice as JSON to the channel's URL; redirects are not followed, any 2xx answer counts as delivered. */
@Component
class WebhookChannel {

    static final Duration TIMEOUT = Duration.ofSeconds(10);

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(TIMEOUT)
            .followRedirects(HttpClient.Redirect.NEVER).build();

    void send(String url, boolean slackShape, NoticeMessage message) throws SendFailure {
        URI uri = URI.create(url);
        String where = ChannelChecks.origin(uri);
        HttpRequest request = HttpRequest.newBuilder(uri).timeout(TIMEOUT)
                .header("Content-Type", "application/json; charset=utf-8")
                .POST(HttpRequest.BodyPublishers.ofString(message.webhookJson(slackShape))).build();
        try {
            int status = http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
            if (status < 200 || status > 299) {
                throw new SendFailure("The webhook at " + where + " answered HTTP " + status + ".");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SendFailure("Freshet stopped while sending to the webhook at " + where + ".");
        } catch (HttpTimeoutException e) {
            throw new SendFailure("The webhook at " + where + " did not answer within " + TIMEOUT.toSeconds() + " s.");
        } catch (IOException e) {
            if (SendFailure.causedBy(e, ConnectException.class)) {
                throw new SendFailure("Could not connect to the webhook at " + where + ".");
            }
            if (SendFailure.causedBy(e, SSLException.class)) {
                throw new SendFailure("The TLS connection to the webhook at " + where + " failed.");
            }
            throw new SendFailure("The connection to the webhook at " + where + " broke off.");
        }
    }
}

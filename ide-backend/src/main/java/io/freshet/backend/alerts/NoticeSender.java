package io.freshet.backend.alerts;

import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.ui.alerts.ChannelKind;
import io.freshet.ui.alerts.NoticeKind;
import io.freshet.ui.alerts.NoticeState;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Sends one recorded notice, once: it claims the notice in the database first (another instance that claimed it
 * sends it instead), keeps to the channel's hourly limit, then records and audits how it went.
 */
@Component
public class NoticeSender {

    private static final Logger LOG = LoggerFactory.getLogger(NoticeSender.class);
    private static final Duration LIMIT_WINDOW = Duration.ofHours(1);

    private final NoticeStore notices;
    private final ChannelStore channels;
    private final MailChannel mail;
    private final WebhookChannel webhook;
    private final AuditLog audit;

    public NoticeSender(NoticeStore notices, ChannelStore channels, MailChannel mail, WebhookChannel webhook,
                        AuditLog audit) {
        this.notices = notices;
        this.channels = channels;
        this.mail = mail;
        this.webhook = webhook;
        this.audit = audit;
    }

    /** The outcome in words, or empty when another instance claimed the notice first. */
    public Optional<Outcome> send(long id) {
        if (!notices.claim(id)) {
            return Optional.empty();
        }
        NoticeStore.Pending p = notices.load(id).orElseThrow();
        Outcome outcome = deliver(p);
        notices.finish(id, outcome.state(), outcome.error(), Instant.now());
        audit.record(AuditAction.ALERT_NOTICE_SENT, p.channel() + ": " + p.message().kind() + " " + p.message().rule(),
                outcome.state() == NoticeState.SENT ? AuditLog.SUCCESS : AuditLog.FAILURE,
                outcome.state() == NoticeState.SENT ? p.message().subjectLines() : outcome.error());
        return Optional.of(outcome);
    }

    private Outcome deliver(NoticeStore.Pending p) {
        Optional<StoredChannel> found = channels.find(p.channel());
        if (found.isEmpty()) {
            return new Outcome(NoticeState.FAILED, "The channel '" + p.channel() + "' no longer exists.");
        }
        StoredChannel channel = found.get();
        int limit = channel.definition().maxPerHour();
        if (p.message().kind() != NoticeKind.TEST
                && notices.attemptsSince(p.channel(), Instant.now().minus(LIMIT_WINDOW)) >= limit) {
            return new Outcome(NoticeState.HELD_BACK, "Held back: the channel '" + p.channel() + "' sent its " + limit
                    + " notices of the last hour.");
        }
        try {
            if (channel.definition().kind() == ChannelKind.EMAIL) {
                mail.send(channel.definition(), channel.secret(), p.message());
            } else {
                webhook.send(channel.secret(), channel.definition().slackShape(), p.message());
            }
            return new Outcome(NoticeState.SENT, "");
        } catch (SendFailure f) {
            return new Outcome(NoticeState.FAILED, f.getMessage());
        } catch (RuntimeException e) {
            LOG.warn("Alert notice {} to channel {} failed", p.id(), p.channel(), e);
            return new Outcome(NoticeState.FAILED, "The notice could not be sent; the server log has the details.");
        }
    }

    /** How one notice ended, and why in words when it was not sent. */
    public record Outcome(NoticeState state, String error) {
    }
}

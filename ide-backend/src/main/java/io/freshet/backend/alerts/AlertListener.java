package io.freshet.backend.alerts;

import io.freshet.backend.health.HealthEvaluated;
import jakarta.annotation.PreDestroy;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * Hears every health evaluation: records its incidents and notices at once (in the publisher's thread, in order), and
 * sends the notices on one thread of its own so that a slow SMTP server never holds up the health model.
 */
@Component
public class AlertListener {

    private static final Logger LOG = LoggerFactory.getLogger(AlertListener.class);

    private final AlertDispatcher dispatcher;
    private final NoticeSender sender;
    private final Executor sending;

    @Autowired
    public AlertListener(AlertDispatcher dispatcher, NoticeSender sender) {
        this(dispatcher, sender, Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "freshet-alerts");
            t.setDaemon(true);
            return t;
        }));
    }

    /** With the given executor: tests pass a direct one to send before the event returns. */
    public AlertListener(AlertDispatcher dispatcher, NoticeSender sender, Executor sending) {
        this.dispatcher = dispatcher;
        this.sender = sender;
        this.sending = sending;
    }

    @EventListener
    public void on(HealthEvaluated event) {
        List<Long> notices;
        try {
            notices = dispatcher.record(event);
        } catch (RuntimeException e) {
            // the health model goes on; the next evaluation finds the same changes again
            LOG.warn("Alerts could not record the health evaluation of {}", event.at(), e);
            return;
        }
        if (!notices.isEmpty()) {
            sending.execute(() -> notices.forEach(this::sendOne));
        }
    }

    private void sendOne(long notice) {
        try {
            sender.send(notice);
        } catch (RuntimeException e) {
            LOG.warn("Alert notice {} could not be sent", notice, e);
        }
    }

    @PreDestroy
    void stop() {
        if (sending instanceof ExecutorService service) {
            service.shutdown();
        }
    }
}

package io.freshet.ui.alerts;

import java.time.Duration;
import java.util.List;

/** Alerts for the views: administrators manage rules and channels; anyone signed in reads what fired. */
public interface AlertService {

    List<AlertRule> rules();

    /** Adds or replaces the rule of that name (its silence is kept). */
    void saveRule(AlertRule rule);

    void deleteRule(String name);

    /** Sends nothing for the rule during {@code period} from now; a zero period lifts the silence. */
    void silence(String rule, Duration period);

    List<AlertChannel> channels();

    /** Adds or replaces the channel of that name. */
    void saveChannel(ChannelDefinition channel);

    void deleteChannel(String name);

    /** Sends a test message through the channel now and says how it went, in words. */
    String sendTest(String channel);

    /** Incidents, open ones first, then the newest. */
    List<AlertIncident> incidents(int limit);

    /** How many incidents fire now and no one has acknowledged: the bell's count. */
    int unacknowledged();

    /** The newest notices first. */
    List<AlertNotice> notices(int limit);

    /** Records that the signed-in user has seen the incident. */
    void acknowledge(long incident);
}

package io.freshet.ui.alerts;

import java.time.Instant;

/**
 * One message to one channel, as recorded.
 *
 * @param id       its number
 * @param rule     the rule's name (blank for a test message)
 * @param channel  the channel's name
 * @param kind     firing, recovered or test
 * @param subjects the subjects it names, comma-separated
 * @param state    where it is
 * @param error    why it failed or was held back, in words; blank otherwise
 * @param at       when it was recorded
 */
public record AlertNotice(long id, String rule, String channel, NoticeKind kind, String subjects, NoticeState state,
                          String error, Instant at) {
}

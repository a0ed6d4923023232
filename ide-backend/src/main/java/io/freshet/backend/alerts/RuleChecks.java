package io.freshet.backend.alerts;

import io.freshet.ui.alerts.AlertRule;
import io.freshet.ui.alerts.AlertScope;
import io.freshet.ui.common.ServiceException;
import java.util.List;
import java.util.Locale;

/** What a rule must be before it is stored: a scope value where one is needed, a sane threshold, known channels. */
final class RuleChecks {

    private static final double MAX_THRESHOLD = 100_000;

    private RuleChecks() {
    }

    static void check(AlertRule rule, List<String> knownChannels) {
        if (rule.scope() != AlertScope.ALL && (rule.scopeValue().isEmpty() || rule.scopeValue().length() > 1000)) {
            throw new ServiceException("Name the " + rule.scope().name().toLowerCase(Locale.ROOT)
                    + " the rule watches.");
        }
        if (rule.condition().usesThreshold() && !(rule.threshold() > 0 && rule.threshold() <= MAX_THRESHOLD)) {
            throw new ServiceException("The rule's threshold is a number above 0 (a factor, or minutes).");
        }
        for (String channel : rule.channels()) {
            if (!knownChannels.contains(channel)) {
                throw new ServiceException("There is no channel named '" + channel + "'.");
            }
        }
    }

    /** One line for the audit log. */
    static String describe(AlertRule r) {
        return r.condition() + (r.condition().usesThreshold() ? " " + r.threshold() : "") + " on " + r.scope()
                + (r.scopeValue().isEmpty() ? "" : " " + r.scopeValue()) + " to " + String.join(", ", r.channels());
    }
}

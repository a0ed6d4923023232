package io.freshet.backend.policy;

import io.freshet.analysis.policy.StatementPolicy;
import org.springframework.stereotype.Component;

/** Placeholder until the stored policy lands: the default policy. */
@Component
public class PolicyStore {

    private final StatementPolicy defaults = StatementPolicy.defaults();

    public StatementPolicy current() {
        return defaults;
    }
}

package io.freshet.backend.catalog;

import io.freshet.gateway.mt.RecreatePlan;
import io.freshet.ui.catalog.Freshness;
import io.freshet.ui.catalog.FreshnessChangePlan;
import io.freshet.ui.catalog.FreshnessScale;
import io.freshet.ui.catalog.RefreshMode;
import io.freshet.ui.catalog.TableRef;
import java.util.ArrayList;
import java.util.List;

/** Turns gateway-bridge's re-create plan into what the confirmation dialog says. */
final class FreshnessPlans {

    private FreshnessPlans() {
    }

    static FreshnessChangePlan of(TableRef ref, RecreatePlan plan, Freshness to, FreshnessScale scale) {
        Freshness from = Freshness.parse(plan.current().freshness());
        RefreshMode fromMode = RefreshMode.valueOf(plan.current().refreshMode().name());
        RefreshMode toMode = scale.modeOf(to);
        List<String> consequences = new ArrayList<>();
        consequences.add(fromMode == toMode
                ? "The table stays in " + toMode + " mode: " + scale.cost(to)
                : "The table moves from " + fromMode + " to " + toMode + " mode: " + scale.cost(to));
        consequences.addAll(plan.losses());
        return new FreshnessChangePlan(ref, from, to, fromMode, toMode, consequences, plan.ddl());
    }
}

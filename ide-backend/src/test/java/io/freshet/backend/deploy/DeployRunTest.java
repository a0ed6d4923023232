package io.freshet.backend.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.ui.deploy.DeployProgress;
import io.freshet.ui.deploy.DeployState;
import io.freshet.ui.deploy.FollowUp;
import io.freshet.ui.deploy.StepState;
import java.time.Clock;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A deployment's state and its follow-up offer change together, so SCRIPTS_DONE is never seen without the offer. */
class DeployRunTest {

    @Test
    void scriptsDoneCarriesItsOfferInTheSameProgress() {
        DeployRun run = new DeployRun(1, "ecommerce", "dev", List.of(), Clock.systemUTC());
        assertThat(run.progress().state()).isEqualTo(DeployState.RUNNING);
        assertThat(run.progress().offered()).isEmpty();

        run.scriptsDone(List.of(new FollowUp(FollowUp.Kind.REFRESH, "lakehouse.dws.category_gmv_daily",
                "the whole table", StepState.PENDING, null)));

        DeployProgress now = run.progress();
        assertThat(now.state()).isEqualTo(DeployState.SCRIPTS_DONE);
        assertThat(now.offered()).extracting(FollowUp::table).containsExactly("lakehouse.dws.category_gmv_daily");
    }
}

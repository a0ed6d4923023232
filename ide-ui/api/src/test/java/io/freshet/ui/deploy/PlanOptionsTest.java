package io.freshet.ui.deploy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.ui.common.ServiceException;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A plan's options carry its environment: a plain database prefix or none, checked where the options are made. */
class PlanOptionsTest {

    @Test
    void noEnvironmentIsProductionAsBefore() {
        assertThat(PlanOptions.DEFAULT.environment()).isEmpty();
        assertThat(PlanOptions.DEFAULT.placement().none()).isTrue();
        assertThat(new PlanOptions(Set.of(), false, false, null)).isEqualTo(PlanOptions.DEFAULT);
        assertThat(new PlanOptions(Set.of(), false, false, "  ")).isEqualTo(PlanOptions.DEFAULT);
    }

    @Test
    void anEnvironmentIsKeptByEveryChoiceAndAnotherEnvironmentForgetsTheReCreates() {
        PlanOptions dev = PlanOptions.DEFAULT.withEnvironment(" dev_ ").withRecreate("lakehouse.dev_dwd.t", true)
                .withDropRemoved(true);
        assertThat(dev.environment()).isEqualTo("dev_");
        assertThat(dev.placement().database("dwd")).isEqualTo("dev_dwd");
        assertThat(dev.recreates("lakehouse.dev_dwd.t")).isTrue();
        assertThat(dev.withEnvironment("dev_").recreate()).containsExactly("lakehouse.dev_dwd.t");
        PlanOptions production = dev.withEnvironment("");
        assertThat(production.recreate()).as("dev_'s table names mean nothing in production").isEmpty();
        assertThat(production.dropRemoved()).isTrue();
    }

    @Test
    void aPrefixThatIsNotPlainIsRefusedWithAMessageForTheUser() {
        for (String bad : new String[] {"Dev_", "dev-", "dev.x", "../x", "dev`", "1_"}) {
            assertThatThrownBy(() -> new PlanOptions(Set.of(), false, false, bad)).as(bad)
                    .isInstanceOf(ServiceException.class)
                    .satisfies(e -> assertThat(((ServiceException) e).userMessage())
                            .contains("is not a database prefix").contains("lower-case letters, digits and underscores"));
        }
    }
}

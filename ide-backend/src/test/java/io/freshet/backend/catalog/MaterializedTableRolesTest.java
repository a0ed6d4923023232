package io.freshet.backend.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.policy.MaterializedTableAction;
import jakarta.annotation.security.RolesAllowed;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * One rule table for a materialized table's lifecycle: the roles the table page's buttons need (the service methods'
 * {@code @RolesAllowed}) are the ones the statement policy asks of the same step typed as SQL
 * ({@link MaterializedTableAction}). Fails when either side changes alone.
 */
class MaterializedTableRolesTest {

    /** The service methods behind each step's button. */
    private static final Map<MaterializedTableAction, List<String>> BUTTONS = new EnumMap<>(Map.of(
            MaterializedTableAction.CREATE, List.of("createMaterializedTable"),
            MaterializedTableAction.CHANGE, List.of("planFreshnessChange", "changeFreshness"),
            MaterializedTableAction.SUSPEND, List.of("suspend"),
            MaterializedTableAction.RESUME, List.of("resume"),
            MaterializedTableAction.REFRESH, List.of("refresh"),
            MaterializedTableAction.DROP, List.of("drop")));

    @Test
    void everyStepNeedsTheSameRoleAsTypedSqlAndAsItsButton() {
        assertThat(BUTTONS.keySet()).containsExactlyInAnyOrder(MaterializedTableAction.values());
        BUTTONS.forEach((action, methods) -> methods.forEach(name -> {
            Method method = Arrays.stream(PaimonCatalogService.class.getDeclaredMethods())
                    .filter(m -> m.getName().equals(name)).findFirst().orElseThrow();
            RolesAllowed roles = method.getAnnotation(RolesAllowed.class);
            assertThat(roles).as(name + " has @RolesAllowed").isNotNull();
            assertThat(roles.value()).as("the role of " + name + " for " + action)
                    .containsExactly(action.minimumRole().name());
        }));
    }
}

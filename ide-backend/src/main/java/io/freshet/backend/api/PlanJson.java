package io.freshet.backend.api;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.freshet.ui.deploy.ProjectPlan;
import io.freshet.ui.deploy.TablePlan;
import java.util.List;

/**
 * A deploy plan as the headless API answers it: the record as it is, plus the words the deploy page shows, so that a
 * terminal or a CI log says the same as the browser without knowing the record's wording rules.
 */
final class PlanJson {

    private PlanJson() {
    }

    static ObjectNode of(ProjectPlan plan, ObjectMapper json) {
        ObjectNode body = json.valueToTree(plan);
        body.put("nothingToDo", plan.nothingToDo());
        if (plan.options() != null) {
            body.put("environment", plan.options().environment());
            body.put("environmentWords", plan.options().placement().words());
        }
        plan.blocked().ifPresent(why -> body.put("blocked", why));
        if (plan.commit() != null) {
            body.put("commitWords", plan.commit().words());
        }
        ArrayNode tables = (ArrayNode) body.path("tables");
        List<TablePlan> planned = plan.tables();
        for (int i = 0; i < planned.size() && i < tables.size(); i++) {
            TablePlan table = planned.get(i);
            ObjectNode node = (ObjectNode) tables.get(i);
            node.put("reason", table.reason());
            if (table.dropped() != null) {
                node.put("droppedWords", table.dropped().words());
            }
            if (table.refill() != null) {
                node.put("refillWords", table.refill().words());
            }
        }
        return body;
    }
}

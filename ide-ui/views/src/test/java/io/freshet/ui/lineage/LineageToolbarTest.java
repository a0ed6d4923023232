package io.freshet.ui.lineage;

import static io.freshet.ui.testing.Components.byId;
import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.IntegerField;
import com.vaadin.flow.component.textfield.TextField;
import io.freshet.ui.testing.UiExtension;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The lineage page's bar: each button reaches its action, with the depths and the follow direction chosen. */
class LineageToolbarTest {

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    private final List<String> done = new ArrayList<>();
    private final LineageToolbar bar = new LineageToolbar(new LineageToolbar.Actions(
            () -> done.add("find"), () -> done.add("columns"), (up, down) -> done.add("focus " + up + "/" + down),
            () -> done.add("all"), () -> done.add("impact"), format -> done.add("export " + format),
            () -> done.add("follow")));

    @Test
    void everyButtonRunsItsOwnAction() {
        for (String id : List.of("lineage-find", "lineage-expand", "lineage-show-all", "lineage-impact",
                "lineage-export-png", "lineage-export-json")) {
            byId(bar, id, Button.class).click();
        }

        assertThat(done).containsExactly("find", "columns", "all", "impact", "export png", "export json");
    }

    @Test
    void focusUsesOneLevelEachWayUntilTheDepthsAreChanged() {
        byId(bar, "lineage-focus", Button.class).click();
        List<IntegerField> depths = bar.getChildren().filter(IntegerField.class::isInstance)
                .map(IntegerField.class::cast).toList();
        depths.get(0).setValue(3);
        depths.get(1).clear();

        byId(bar, "lineage-focus", Button.class).click();

        assertThat(done).containsExactly("focus 1/1", "focus 3/" + LineageService.ALL);
    }

    @Test
    @SuppressWarnings("unchecked")
    void followStartsWithBothDirectionsAndReportsAChange() {
        assertThat(bar.follow()).isEqualTo(LineageToolbar.Follow.BOTH);

        byId(bar, "lineage-follow", Select.class).setValue(LineageToolbar.Follow.UPSTREAM);

        assertThat(bar.follow()).isEqualTo(LineageToolbar.Follow.UPSTREAM);
        assertThat(done).containsExactly("follow");
    }

    @Test
    void theSearchTextIsWhatWasTyped() {
        byId(bar, "lineage-search", TextField.class).setValue("order_detail");

        assertThat(bar.searchText()).isEqualTo("order_detail");
        assertThat(bar.project().getId()).contains("lineage-project");
        assertThat(done).isEmpty();
    }
}

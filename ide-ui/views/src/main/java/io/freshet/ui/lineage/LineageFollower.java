package io.freshet.ui.lineage;

import com.vaadin.flow.component.UI;
import io.freshet.ui.common.Subscription;
import java.util.function.Consumer;

/**
 * A view's one subscription to a project's lineage in an environment: a new project or environment replaces it,
 * leaving the page ends it.
 */
final class LineageFollower {

    private final LineageService lineage;
    private Subscription subscription;

    LineageFollower(LineageService lineage) {
        this.lineage = lineage;
    }

    /** From now on, hands each new graph of the project in the environment to {@code changed} in the UI's access. */
    void follow(String project, String environment, UI ui, Consumer<LineageGraph> changed) {
        stop();
        subscription = lineage.follow(project, environment, graph -> ui.access(() -> changed.accept(graph)));
    }

    void stop() {
        if (subscription != null) {
            subscription.cancel();
            subscription = null;
        }
    }
}

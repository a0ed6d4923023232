package io.freshet.ui.deploy;

import com.vaadin.flow.component.html.Paragraph;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Optional;

/** What is deployed: the last applied plan's commit, who applied it and when, or that nothing is yet. */
class LastDeployed extends Paragraph {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")
            .withZone(ZoneOffset.UTC);

    LastDeployed() {
        setId("deploy-last");
    }

    void show(Optional<DeployProgress> applied) {
        DeployProgress last = applied.orElse(null);
        setText(words(last));
        getElement().setAttribute("data-commit", last == null || last.commit() == null || last.commit().commit() == null
                ? "" : last.commit().commit());
    }

    static String words(DeployProgress last) {
        if (last == null) {
            return "Not deployed by Freshet yet.";
        }
        String from = last.commit() == null ? "from the saved scripts (no git)" : "from " + last.commit().words();
        return "Deployed " + from + " by " + last.startedBy() + ", " + WHEN.format(last.startedAt()) + " (deployment "
                + last.id() + ", " + last.state().name().replace('_', ' ').toLowerCase(java.util.Locale.ROOT) + ").";
    }
}

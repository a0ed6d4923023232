package io.freshet.ui.deploy;

import com.vaadin.flow.component.textfield.TextField;
import io.freshet.analysis.project.Environment;
import java.util.function.Consumer;

/**
 * Where a page shows or deploys a project: a database prefix such as {@code dev_}, empty for production. The Deploy
 * and Lineage pages offer the same environments through this one field: a prefix {@link Environment#problem} refuses
 * is said at the field and not chosen, a plain one is handed on at once.
 */
public class EnvironmentField extends TextField {

    private String chosen = "";

    /**
     * @param helper what the environment does on the page, after the words common to both pages
     * @param chosen hears each newly chosen prefix (stripped; empty for production)
     */
    public EnvironmentField(String id, String helper, Consumer<String> chosen) {
        super("Environment");
        setId(id);
        setPlaceholder("production");
        setClearButtonVisible(true);
        setHelperText("A database prefix such as dev_: the project's own databases and tables get it (dwd becomes"
                + " dev_dwd), the tables it only reads keep their names. " + helper + " Empty: production.");
        setWidth("24em");
        addValueChangeListener(e -> choose(e.getValue(), chosen));
    }

    /** The prefix chosen last: empty for production. */
    public String chosen() {
        return chosen;
    }

    private void choose(String typed, Consumer<String> listener) {
        String prefix = typed == null ? "" : typed.strip();
        var problem = Environment.problem(prefix);
        setInvalid(problem.isPresent());
        setErrorMessage(problem.orElse(null));
        if (problem.isEmpty() && !prefix.equals(chosen)) {
            chosen = prefix;
            listener.accept(prefix);
        }
    }
}

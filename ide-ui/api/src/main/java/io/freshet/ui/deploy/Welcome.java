package io.freshet.ui.deploy;

import java.util.List;

/**
 * What the landing page tells a user: whether the lakehouse holds any table yet, and the projects to deploy.
 *
 * @param sampleProject the project imported at the first start (to greet a new user with), else null
 */
public record Welcome(boolean catalogEmpty, int tables, List<String> projects, String sampleProject) {

    public Welcome {
        projects = List.copyOf(projects);
    }
}

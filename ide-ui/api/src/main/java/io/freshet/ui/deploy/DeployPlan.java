package io.freshet.ui.deploy;

import java.util.List;

/** What deploying a project would do, script by script in run order; nothing has run. */
public record DeployPlan(String project, List<ScriptPlan> scripts) {

    public DeployPlan {
        scripts = List.copyOf(scripts);
    }

    /** Every changed table of every script. */
    public List<TableChange> changes() {
        return scripts.stream().flatMap(s -> s.changes().stream()).toList();
    }

    /** True when every script is up to date: a deployment would run nothing. */
    public boolean upToDate() {
        return scripts.stream().allMatch(s -> s.status() == ScriptStatus.UP_TO_DATE);
    }
}

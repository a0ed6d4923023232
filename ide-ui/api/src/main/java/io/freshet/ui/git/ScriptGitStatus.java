package io.freshet.ui.git;

/**
 * One script's state in a linked project.
 *
 * @param path the script's path in the project, which is also its path in the repository
 */
public record ScriptGitStatus(String path, ScriptGitState state) {
}

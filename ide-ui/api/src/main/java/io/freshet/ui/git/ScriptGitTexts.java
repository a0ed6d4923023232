package io.freshet.ui.git;

/**
 * One script's two texts in a linked project, for its diff: Freshet's and the remote branch's.
 *
 * @param here  the script's text in Freshet, or null when Freshet has no such script (or it was deleted here)
 * @param there the file's text on the remote branch as last fetched, or null when the branch has no such file
 */
public record ScriptGitTexts(String path, String here, String there) {
}

package io.freshet.ui.git;

/**
 * A script changed both in Freshet and on the remote: both texts, so neither is lost until the user chooses.
 *
 * @param here  the text in Freshet, or null when the script was deleted here
 * @param there the text on the remote branch, or null when the file was deleted there
 */
public record GitConflict(String path, String here, String there) {
}

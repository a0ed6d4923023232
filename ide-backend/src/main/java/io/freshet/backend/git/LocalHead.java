package io.freshet.backend.git;

/**
 * Where a linked project's clone stands, read without a network call: the branch it follows, the commit the project
 * is on (null before its first commit), and whether its scripts differ from that commit (a conflict or a merge
 * waiting counts as a difference).
 */
public record LocalHead(String branch, String commit, boolean uncommitted) {
}

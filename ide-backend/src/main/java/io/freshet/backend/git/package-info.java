/**
 * Projects linked to git, on JGit: a bare clone per project (scripts read and written as blobs, never as files), link,
 * status, commit, pull with three-way merge and kept conflicts, push, the allowed remotes and their sealed credentials,
 * one lock per project and the one translation of JGit's failures. Scripts change only through the script and project
 * services ({@code ProjectScripts}), so it must not write the script tables itself, and a URL with credentials or a
 * server's answer must never reach a user or the audit log.
 */
package io.freshet.backend.git;

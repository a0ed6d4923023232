package io.freshet.ui.git;

import io.freshet.ui.common.ServiceException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** A git service for view tests: answers from its fields, records each call with its arguments, refuses on demand. */
final class FakeGit implements GitService {

    GitLink link;
    GitStatus status;
    GitPullResult pulled;
    GitLink linkedAs;
    final Map<String, ScriptGitTexts> texts = new HashMap<>();
    final List<GitConflict> conflicts = new ArrayList<>();
    /** Method name to the message it is refused with. */
    final Map<String, String> refusals = new HashMap<>();
    final List<String> calls = new ArrayList<>();

    @Override
    public Optional<GitLink> linkOf(long projectId) {
        call("linkOf " + projectId);
        return Optional.ofNullable(link);
    }

    @Override
    public GitPullResult link(long projectId, GitLink requested) {
        call("link " + requested);
        link = requested;
        return pulled;
    }

    @Override
    public GitPullResult link(long projectId, GitLink requested, SshKey key) {
        call("link " + requested + " " + key + " of " + key.privateKey().length() + " chars");
        link = requested;
        return pulled;
    }

    @Override
    public GitStatus status(long projectId) {
        call("status");
        return status;
    }

    @Override
    public ScriptGitTexts texts(long projectId, String path) {
        call("texts " + path);
        return texts.get(path);
    }

    @Override
    public List<GitConflict> conflicts(long projectId) {
        call("conflicts");
        return List.copyOf(conflicts);
    }

    @Override
    public GitPullResult pull(long projectId) {
        call("pull");
        status = pulled.status();
        conflicts.addAll(pulled.conflicts());
        return pulled;
    }

    @Override
    public GitStatus commit(long projectId, String message) {
        call("commit " + message);
        status = new GitStatus(projectId, status.remoteUrl(), status.branch(), "c0ffee1234567890", message, "dev",
                status.ahead() + 1, status.behind(), status.scripts());
        return status;
    }

    @Override
    public GitStatus push(long projectId) {
        call("push");
        status = new GitStatus(projectId, status.remoteUrl(), status.branch(), status.headCommit(),
                status.headMessage(), status.headAuthor(), 0, status.behind(), unchanged(status.scripts()));
        return status;
    }

    @Override
    public GitStatus switchBranch(long projectId, String branch) {
        call("switchBranch " + branch);
        status = new GitStatus(projectId, status.remoteUrl(), branch, status.headCommit(), status.headMessage(),
                status.headAuthor(), 0, 0, status.scripts());
        return status;
    }

    @Override
    public GitStatus resolve(long projectId, String path, String chosenText) {
        call("resolve " + path + " = " + chosenText);
        conflicts.removeIf(c -> c.path().equals(path));
        status = new GitStatus(projectId, status.remoteUrl(), status.branch(), "feed5678", "Merge the remote main",
                "dev", status.ahead() + 1, 0, status.scripts().stream()
                .map(s -> s.path().equals(path) ? new ScriptGitStatus(path, ScriptGitState.CHANGED_HERE) : s)
                .toList());
        return status;
    }

    static GitStatus at(int ahead, int behind, ScriptGitStatus... scripts) {
        return new GitStatus(7, "https://git.example.com/shop.git", "main", "abcdef0123456789", "Orders carry amount",
                "ann", ahead, behind, List.of(scripts));
    }

    static ScriptGitStatus script(String path, ScriptGitState state) {
        return new ScriptGitStatus(path, state);
    }

    private void call(String call) {
        calls.add(call);
        String method = call.split(" ")[0];
        if (refusals.containsKey(method)) {
            throw new ServiceException(refusals.get(method));
        }
    }

    private static List<ScriptGitStatus> unchanged(List<ScriptGitStatus> scripts) {
        return scripts.stream().map(s -> new ScriptGitStatus(s.path(), ScriptGitState.UNCHANGED)).toList();
    }
}

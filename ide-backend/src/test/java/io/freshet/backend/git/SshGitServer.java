package io.freshet.backend.git;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.security.KeyPair;
import java.security.PublicKey;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.server.Environment;
import org.apache.sshd.server.ExitCallback;
import org.apache.sshd.server.SshServer;
import org.apache.sshd.server.channel.ChannelSession;
import org.apache.sshd.server.command.Command;
import org.apache.sshd.server.command.CommandFactory;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.storage.file.FileRepositoryBuilder;
import org.eclipse.jgit.transport.ReceivePack;
import org.eclipse.jgit.transport.UploadPack;

/**
 * A real SSH git server in the test's JVM (Apache MINA sshd on 127.0.0.1, a random port): public-key authentication
 * only, user {@code git} with its allowed keys, and the bare repositories under a root served by JGit's own
 * {@link UploadPack} and {@link ReceivePack}, as {@code git-upload-pack} / {@code git-receive-pack} commands. Its host
 * key can be swapped, as a server replaced by an impostor would show another.
 */
final class SshGitServer implements AutoCloseable {

    private final SshServer server;
    private final AtomicReference<KeyPair> hostKey;
    private final AtomicReference<Path> root = new AtomicReference<>();
    private final AtomicInteger authentications = new AtomicInteger();
    private final AtomicInteger commands = new AtomicInteger();

    private SshGitServer(SshServer server, AtomicReference<KeyPair> hostKey) {
        this.server = server;
        this.hostKey = hostKey;
    }

    static {
        SshSecurity.ready();
    }

    static SshGitServer start(KeyPair hostKey, PublicKey... userKeys) throws IOException {
        AtomicReference<KeyPair> shown = new AtomicReference<>(hostKey);
        SshServer sshd = SshServer.setUpDefaultServer();
        SshGitServer git = new SshGitServer(sshd, shown);
        sshd.setHost("127.0.0.1");
        sshd.setPort(0);
        sshd.setKeyPairProvider(session -> List.of(shown.get()));
        sshd.setPasswordAuthenticator(null);
        sshd.setKeyboardInteractiveAuthenticator(null);
        sshd.setPublickeyAuthenticator((user, key, session) -> {
            git.authentications.incrementAndGet();
            return "git".equals(user)
                    && Arrays.stream(userKeys).anyMatch(allowed -> KeyUtils.compareKeys(key, allowed));
        });
        sshd.setCommandFactory((CommandFactory) (channel, command) -> git.command(command));
        sshd.start();
        return git;
    }

    /** Serves the repositories under this directory from now on (a URL's path is relative to it). */
    void serve(Path directory) {
        root.set(directory);
    }

    String url(String path) {
        return "ssh://git@127.0.0.1:" + server.getPort() + "/" + path;
    }

    void showHostKey(KeyPair key) {
        hostKey.set(key);
    }

    /** Public-key authentication requests seen (each key offered and each signature checked counts). */
    int authentications() {
        return authentications.get();
    }

    /** Git commands run. */
    int commands() {
        return commands.get();
    }

    @Override
    public void close() throws IOException {
        server.stop(true);
    }

    private Command command(String line) {
        List<String> words = CommandFactory.split(line);
        if (words.size() != 2 || !words.get(0).matches("git-(upload|receive)-pack")) {
            throw new IllegalArgumentException("not a git command: " + line);
        }
        commands.incrementAndGet();
        String relative = words.get(1).replaceFirst("^/+", "");
        return new GitCommand(words.get(0).equals("git-upload-pack"), root.get().resolve(relative));
    }

    /** One upload-pack or receive-pack on its own thread, its streams the channel's. */
    private static final class GitCommand implements Command {

        private final boolean upload;
        private final Path repository;
        private InputStream in;
        private OutputStream out;
        private OutputStream err;
        private ExitCallback exit;

        GitCommand(boolean upload, Path repository) {
            this.upload = upload;
            this.repository = repository;
        }

        @Override
        public void setInputStream(InputStream in) {
            this.in = in;
        }

        @Override
        public void setOutputStream(OutputStream out) {
            this.out = out;
        }

        @Override
        public void setErrorStream(OutputStream err) {
            this.err = err;
        }

        @Override
        public void setExitCallback(ExitCallback exit) {
            this.exit = exit;
        }

        @Override
        public void start(ChannelSession channel, Environment env) {
            Thread thread = new Thread(this::run, "ssh-git-" + (upload ? "upload" : "receive"));
            thread.setDaemon(true);
            thread.start();
        }

        private void run() {
            int status = 0;
            try (Repository repo = new FileRepositoryBuilder().setGitDir(repository.toFile()).setMustExist(true)
                    .build()) {
                if (upload) {
                    new UploadPack(repo).upload(in, out, err);
                } else {
                    new ReceivePack(repo).receive(in, out, err);
                }
            } catch (IOException | RuntimeException e) {
                status = 1;
            } finally {
                try {
                    out.flush();
                } catch (IOException ignored) {
                    // the client went away: its exit status says enough
                }
                exit.onExit(status);
            }
        }

        @Override
        public void destroy(ChannelSession channel) {
            // the command's thread ends with its streams
        }
    }
}

package io.freshet.gateway.embedded.server.sandbox;

import io.freshet.gateway.embedded.server.fsguard.AllowedRoots;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.FileDescriptor;
import java.io.FilePermission;
import java.nio.file.LinkPermission;
import java.security.Permission;

/**
 * The embedded Flink JVM's security manager: every local file a Java library opens, lists, creates or deletes
 * (Flink, Paimon's own FileIO, Hadoop, a BLOB reader, the JDK) is judged by {@link FileRules}, and every outbound
 * connection by {@link ConnectRules}; no program may be started. Nothing else is restricted: other permissions pass without a stack walk, so a
 * check costs a path resolution and nothing more. It judges what code does, not who calls it, so it stops a library
 * driven by a statement; it does not contain arbitrary code running in the JVM (no user jars reach it).
 */
final class ChildSecurityManager extends SecurityManager {

    private static final Logger LOG = LoggerFactory.getLogger(ChildSecurityManager.class);
    /** Set while a check runs: the check's own file reads (real paths, /proc) must not be judged again. */
    private static final ThreadLocal<Boolean> CHECKING = ThreadLocal.withInitial(() -> Boolean.FALSE);

    private final FileRules files;
    private final ConnectRules connections;

    ChildSecurityManager(FileRules files, ConnectRules connections) {
        this.files = files;
        this.connections = connections;
    }

    @Override
    public void checkPermission(Permission permission) {
        if (permission instanceof FilePermission file) {
            String actions = file.getActions();
            boolean write = actions.contains("write") || actions.contains("delete");
            if (!"<<ALL FILES>>".equals(file.getName()) || write) {
                checkFile(file.getName(), write);
            }
        } else if (permission instanceof LinkPermission) {
            // a link would lead a path below the roots to anywhere; FileRules relies on there being none
            throw new SecurityException("Creating a link is refused: Freshet's embedded Flink creates none.");
        } else if (permission instanceof RuntimePermission && "setSecurityManager".equals(permission.getName())) {
            throw new SecurityException("Freshet's embedded Flink keeps its security manager");
        }
    }

    @Override
    public void checkPermission(Permission permission, Object context) {
        checkPermission(permission);
    }

    @Override
    public void checkRead(String file) {
        checkFile(file, false);
    }

    @Override
    public void checkRead(String file, Object context) {
        checkFile(file, false);
    }

    @Override
    public void checkRead(FileDescriptor descriptor) {
        // a descriptor was opened through a checked path (or is stdin/stdout/stderr)
    }

    @Override
    public void checkWrite(String file) {
        checkFile(file, true);
    }

    @Override
    public void checkWrite(FileDescriptor descriptor) {
        // as for reads
    }

    @Override
    public void checkDelete(String file) {
        checkFile(file, true);
    }

    @Override
    public void checkConnect(String host, int port) {
        checkConnection(host, port);
    }

    @Override
    public void checkConnect(String host, int port, Object context) {
        checkConnection(host, port);
    }

    @Override
    public void checkListen(int port) {
        connections.listening(port);
    }

    /** No program is needed: Hadoop's probe for {@code setsid} expects this refusal and does without. */
    @Override
    public void checkExec(String command) {
        LOG.warn("Refused to run {}: Freshet's embedded Flink starts no programs", command);
        throw new SecurityException("Running " + command + " is refused: Freshet's embedded Flink starts no programs.");
    }

    @Override
    public void checkAccept(String host, int port) {
        // every listener binds the loopback address: who may connect is decided by the REST lock and by Flink
    }

    private void checkFile(String path, boolean write) {
        if (CHECKING.get()) {
            return;
        }
        CHECKING.set(Boolean.TRUE);
        try {
            if (!files.allows(path, write)) {
                LOG.warn("Refused to {} {} ({})", write ? "write" : "read", path, AllowedRoots.REFUSAL);
                throw new SecurityException("Access to " + path + " is refused: it is " + AllowedRoots.REFUSAL + ".");
            }
        } finally {
            CHECKING.set(Boolean.FALSE);
        }
    }

    private void checkConnection(String host, int port) {
        if (CHECKING.get()) {
            return;
        }
        CHECKING.set(Boolean.TRUE);
        try {
            if (!connections.allows(host, port)) {
                LOG.warn("Refused a connection to {}:{} ({})", host, port, AllowedHosts.REFUSAL);
                throw new SecurityException("A connection to " + host + ":" + port + " is refused: "
                        + AllowedHosts.REFUSAL + ".");
            }
        } finally {
            CHECKING.set(Boolean.FALSE);
        }
    }
}

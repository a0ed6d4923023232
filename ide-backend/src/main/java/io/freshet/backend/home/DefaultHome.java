package io.freshet.backend.home;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.function.Predicate;

/**
 * Where Freshet's home is when nobody chose one: {@code ~/.freshet}, except for root, whose home ({@code /root},
 * 0700) the embedded Flink's own user cannot pass through, so a new install there would run Flink as root.
 */
final class DefaultHome {

    /** The property application.properties falls back to when {@code FRESHET_HOME} is not set. */
    static final String PROPERTY = "freshet.default-home";
    /** The home of a new root install whose own home is closed to other users. */
    static final Path SYSTEM_HOME = Path.of("/var/lib/freshet");

    private DefaultHome() {
    }

    /**
     * @param childSeparated whether the embedded Flink will run as its own OS user (Freshet is root)
     * @param exists         whether a path exists (an existing {@code ~/.freshet} keeps its data where it is)
     * @param passable       whether other users may pass through a directory
     */
    static Path choose(Path userHome, boolean childSeparated, Predicate<Path> exists, Predicate<Path> passable) {
        Path personal = userHome.resolve(".freshet");
        if (!childSeparated || exists.test(personal) || passable.test(userHome)) {
            return personal;
        }
        return SYSTEM_HOME;
    }

    /** {@link #choose} on this machine. */
    static Path choose(Path userHome, boolean childSeparated) {
        return choose(userHome, childSeparated, Files::exists, DefaultHome::othersMayPass);
    }

    private static boolean othersMayPass(Path directory) {
        try {
            return Files.getPosixFilePermissions(directory).contains(PosixFilePermission.OTHERS_EXECUTE);
        } catch (IOException | UnsupportedOperationException e) {
            return false;
        }
    }
}

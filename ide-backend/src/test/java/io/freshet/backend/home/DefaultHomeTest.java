package io.freshet.backend.home;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The home Freshet takes when none is set: the user's, unless root's closed home would keep Flink running as root. */
class DefaultHomeTest {

    private static final Path ROOT_HOME = Path.of("/root");

    @Test
    void aUserWhoseChildIsNotSeparatedKeepsTheHomeUnderTheirOwn() {
        assertThat(DefaultHome.choose(Path.of("/home/ana"), false, p -> false, p -> false))
                .isEqualTo(Path.of("/home/ana/.freshet"));
    }

    @Test
    void aNewRootInstallUnderAClosedHomeLivesInVarLib() {
        assertThat(DefaultHome.choose(ROOT_HOME, true, p -> false, p -> false)).isEqualTo(Path.of("/var/lib/freshet"));
    }

    @Test
    void anExistingRootHomeKeepsItsDataWhereItIs() {
        Set<Path> existing = Set.of(Path.of("/root/.freshet"));
        assertThat(DefaultHome.choose(ROOT_HOME, true, existing::contains, p -> false))
                .isEqualTo(Path.of("/root/.freshet"));
    }

    @Test
    void aRootHomeOthersMayPassThroughNeedsNoMove() {
        assertThat(DefaultHome.choose(ROOT_HOME, true, p -> false, p -> true)).isEqualTo(Path.of("/root/.freshet"));
    }
}

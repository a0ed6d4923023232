package io.freshet.gateway.embedded;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** A background child's lower CPU priority on its command line. */
class ChildPriorityTest {

    private static final Optional<Path> NICE = Optional.of(Path.of("/usr/bin/nice"));
    private static final Path JAVA = Path.of("/jdk/bin/java");
    private static final List<Path> JARS = List.of(Path.of("a.jar"));

    @Test
    void niceStartsTheJvmAfterSetprivHasDroppedTheUser() {
        EmbeddedFlinkLayout layout = EmbeddedFlinkLayout.of(Path.of("/h"));
        List<String> plain = ChildCommand.of(JAVA, JARS, "1g", layout);
        List<String> lowered = ChildCommand.of(JAVA, JARS, "1g", layout,
                Optional.of(new ChildUser("nobody", 65534, 65534)), Path.of("/usr/bin/setpriv"),
                ChildPriority.prefix(10, NICE));

        assertThat(lowered.get(0)).isEqualTo("/usr/bin/setpriv");
        assertThat(lowered.subList(6, 9)).containsExactly("/usr/bin/nice", "-n", "10");
        assertThat(lowered.subList(9, lowered.size())).isEqualTo(plain);
        assertThat(ChildCommand.of(JAVA, JARS, "1g", layout, Optional.empty(), Path.of("setpriv"),
                ChildPriority.prefix(10, NICE)).subList(0, 4)).containsExactly("/usr/bin/nice", "-n", "10", "/jdk/bin/java");
    }

    @Test
    void noIncrementOrNoNiceCommandLeavesTheCommandAsItWas() {
        assertThat(ChildPriority.prefix(0, NICE)).isEmpty();
        assertThat(ChildPriority.prefix(10, Optional.empty())).isEmpty();
    }
}

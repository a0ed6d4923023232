package io.freshet.analysis.lineage;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The one lineage walk: nearest first, depth-limited, cycle-safe, longest-path steps, and a visitor that decides. */
class LineageWalkTest {

    /** a feeds b and c; b feeds d; c feeds d and e; d feeds a again (a broken catalog's cycle). */
    private static final Map<String, List<String>> GRAPH = Map.of(
            "a", List.of("b", "c"), "b", List.of("d"), "c", List.of("d", "e"), "d", List.of("a"));

    private static List<String> next(String node) {
        return GRAPH.getOrDefault(node, List.of());
    }

    @Test
    void reachIsNearestFirstLeavesTheStartOutAndEndsOnACycle() {
        assertThat(LineageWalk.reach("a", -1, LineageWalkTest::next)).containsExactly("b", "c", "d", "e");
        assertThat(LineageWalk.reach("a", 1, LineageWalkTest::next)).containsExactly("b", "c");
        assertThat(LineageWalk.reach("a", 0, LineageWalkTest::next)).isEmpty();
        assertThat(LineageWalk.reach("e", -1, LineageWalkTest::next)).isEmpty();
    }

    @Test
    void reachFromSeveralStartsLeavesEveryStartOut() {
        assertThat(LineageWalk.reachAll(List.of("b", "c"), -1, LineageWalkTest::next)).containsExactly("d", "e", "a");
    }

    @Test
    void stepsAreLongestPathsSoANodeComesAfterEveryNodeBetweenItAndTheStart() {
        Map<String, List<String>> graph = Map.of("detail", List.of("daily", "share"), "daily", List.of("share"));
        assertThat(LineageWalk.steps("detail", n -> graph.getOrDefault(n, List.of())))
                .isEqualTo(Map.of("daily", 1, "share", 2));
        assertThat(LineageWalk.steps("a", LineageWalkTest::next)).isEqualTo(Map.of("b", 1, "c", 1, "d", 2, "e", 2));
    }

    @Test
    void theVisitorSeesWhereEachNodeWasReachedFromAndARefusedNodeIsNotWalkedOn() {
        List<String> edges = new ArrayList<>();
        LineageWalk.walk(Set.of("a"), -1, LineageWalkTest::next, (from, node) -> {
            edges.add(from + ">" + node);
            return !node.equals("c");
        });
        assertThat(edges).containsExactly("a>b", "a>c", "b>d");
    }
}

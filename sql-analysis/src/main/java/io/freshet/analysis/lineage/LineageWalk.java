package io.freshet.analysis.lineage;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * The one walk along lineage, whatever the graph: the project's column and table lineage, the live catalog's readers,
 * health's UPSTREAM state, the backfill cascade. Who is next to a node is the caller's answer ({@code next}); how far,
 * in which order and how cycles are cut is decided here once. It lives in sql-analysis because the project lineage
 * walks too and cannot reach the backend; ArchitectureRulesTest fails on a second hand-written walk.
 */
public final class LineageWalk {

    private LineageWalk() {
    }

    /** Told of each node the walk reaches; its answer says whether the node counts as reached and is walked on from. */
    @FunctionalInterface
    public interface Visitor<T> {

        /**
         * @param from the node the walk came from (a start, or a node accepted before)
         * @param node a node not yet reached in this walk, never a start
         * @return true to reach it and walk on from it; false to leave it (another edge may offer it again)
         */
        boolean reach(T from, T node);
    }

    /**
     * Breadth first from the starts, nearest first, up to {@code depth} hops (negative: any depth). Each node is walked
     * on from at most once, so a cycle ends the walk rather than looping.
     */
    public static <T> void walk(Collection<? extends T> starts, int depth,
                                Function<? super T, ? extends Collection<? extends T>> next, Visitor<T> visitor) {
        Set<T> reached = new LinkedHashSet<>(starts);
        List<T> frontier = new ArrayList<>(reached);
        for (int hop = 0; depth < 0 || hop < depth; hop++) {
            List<T> following = new ArrayList<>();
            for (T from : frontier) {
                for (T node : next.apply(from)) {
                    if (!reached.contains(node) && visitor.reach(from, node)) {
                        reached.add(node);
                        following.add(node);
                    }
                }
            }
            if (following.isEmpty()) {
                return;
            }
            frontier = following;
        }
    }

    /** Every node reachable from {@code start} (itself left out), nearest first, up to {@code depth} hops. */
    public static <T> Set<T> reach(T start, int depth, Function<? super T, ? extends Collection<? extends T>> next) {
        return reachAll(List.of(start), depth, next);
    }

    /** Every node reachable from any of the starts (they themselves left out), nearest first. */
    public static <T> Set<T> reachAll(Collection<? extends T> starts, int depth,
                                      Function<? super T, ? extends Collection<? extends T>> next) {
        Set<T> found = new LinkedHashSet<>();
        walk(starts, depth, next, (from, node) -> found.add(node));
        return found;
    }

    /**
     * Every node reachable from {@code start} with the length of its longest path from it (1, 2, ...): run in that
     * order, a node comes after every node between it and the start. A cycle (which materialized tables cannot form,
     * but a broken catalog might) is cut where it closes.
     */
    public static <T> Map<T, Integer> steps(T start, Function<? super T, ? extends Collection<? extends T>> next) {
        Map<T, Integer> longest = new HashMap<>();
        longest(start, 0, next, longest, new HashSet<>());
        Map<T, Integer> steps = new LinkedHashMap<>();
        reach(start, -1, next).forEach(node -> steps.put(node, longest.get(node)));
        return steps;
    }

    private static <T> void longest(T node, int step, Function<? super T, ? extends Collection<? extends T>> next,
                                    Map<T, Integer> longest, Set<T> onPath) {
        if (!onPath.add(node)) {
            return;
        }
        if (longest.getOrDefault(node, -1) < step) {
            longest.put(node, step);
            for (T reader : next.apply(node)) {
                longest(reader, step + 1, next, longest, onPath);
            }
        }
        onPath.remove(node);
    }
}

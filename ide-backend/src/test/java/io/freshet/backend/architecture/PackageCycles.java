package io.freshet.backend.architecture;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/** The package cycles of a dependency graph: its strongly connected components of more than one package (Tarjan). */
final class PackageCycles {

    private final Map<String, Set<String>> graph;
    private final Map<String, Integer> index = new HashMap<>();
    private final Map<String, Integer> low = new HashMap<>();
    private final List<String> stack = new ArrayList<>();
    private final Set<String> onStack = new HashSet<>();
    private final List<List<String>> cycles = new ArrayList<>();

    private PackageCycles(Map<String, Set<String>> graph) {
        this.graph = graph;
    }

    /** Each cycle as its packages in name order. */
    static List<List<String>> of(Map<String, Set<String>> graph) {
        PackageCycles finder = new PackageCycles(graph);
        new TreeSet<>(graph.keySet()).forEach(node -> {
            if (!finder.index.containsKey(node)) {
                finder.visit(node);
            }
        });
        return finder.cycles;
    }

    private void visit(String node) {
        index.put(node, index.size());
        low.put(node, index.get(node));
        stack.add(node);
        onStack.add(node);
        for (String next : graph.getOrDefault(node, Set.of())) {
            if (!index.containsKey(next)) {
                visit(next);
                low.put(node, Math.min(low.get(node), low.get(next)));
            } else if (onStack.contains(next)) {
                low.put(node, Math.min(low.get(node), index.get(next)));
            }
        }
        if (low.get(node).equals(index.get(node))) {
            Set<String> component = new TreeSet<>();
            String popped;
            do {
                popped = stack.remove(stack.size() - 1);
                onStack.remove(popped);
                component.add(popped);
            } while (!popped.equals(node));
            if (component.size() > 1) {
                cycles.add(List.copyOf(component));
            }
        }
    }
}

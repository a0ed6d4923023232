package io.freshet.ui.testing;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.dom.Element;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.Set;

/** Finds components of a server-side component tree by id, including a dialog's header and footer. */
public final class Components {

    private Components() {
    }

    /** The component with this id below (or at) {@code root}; fails the test when there is none. */
    public static <T extends Component> T byId(Component root, String id, Class<T> type) {
        return find(root, id, type).orElseThrow(() -> new NoSuchElementException("no " + type.getSimpleName()
                + " with id " + id + " below " + root.getClass().getSimpleName()));
    }

    /** The component with this id below (or at) {@code root}, if any. */
    public static <T extends Component> Optional<T> find(Component root, String id, Class<T> type) {
        Deque<Element> todo = new ArrayDeque<>();
        Set<Element> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        todo.add(root.getElement());
        while (!todo.isEmpty()) {
            Element element = todo.poll();
            if (!seen.add(element)) {
                continue;
            }
            Optional<Component> component = element.getComponent();
            if (component.isPresent() && id.equals(component.get().getId().orElse(null))
                    && type.isInstance(component.get())) {
                return Optional.of(type.cast(component.get()));
            }
            if (component.isPresent() && component.get() instanceof Dialog dialog) {
                todo.add(dialog.getHeader().getElement());
                todo.add(dialog.getFooter().getElement());
            }
            element.getChildren().forEach(todo::add);
        }
        return Optional.empty();
    }
}

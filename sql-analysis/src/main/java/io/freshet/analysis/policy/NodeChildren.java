package io.freshet.analysis.policy;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;

/**
 * Every child of a parse-tree node: its operand list and, because some of Flink's nodes keep parts outside
 * that list (CREATE VIEW's properties, for one), every field holding a node or a collection of nodes. A
 * clause a future parser hides from {@code getOperandList} is still seen.
 */
final class NodeChildren {

    private static final ClassValue<List<Field>> NODE_FIELDS = new ClassValue<>() {
        @Override
        protected List<Field> computeValue(Class<?> type) {
            List<Field> fields = new ArrayList<>();
            for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
                for (Field f : c.getDeclaredFields()) {
                    if (!Modifier.isStatic(f.getModifiers()) && holdsNodes(f.getType()) && f.trySetAccessible()) {
                        fields.add(f);
                    }
                }
            }
            return List.copyOf(fields);
        }
    };

    private NodeChildren() {
    }

    private static boolean holdsNodes(Class<?> type) {
        return SqlNode.class.isAssignableFrom(type) || Collection.class.isAssignableFrom(type)
                || Optional.class.isAssignableFrom(type);
    }

    /**
     * The children of a node, possibly with repeats (the caller skips nodes it has seen).
     *
     * @throws ReflectiveOperationException when the node cannot be inspected; the caller refuses the statement
     */
    static List<SqlNode> of(SqlNode node) throws ReflectiveOperationException {
        List<SqlNode> out = new ArrayList<>();
        if (node instanceof SqlNodeList list) {
            out.addAll(list.getList());
            return out;
        }
        if (!(node instanceof SqlCall call)) {
            return out;
        }
        out.addAll(call.getOperandList());
        for (Field field : NODE_FIELDS.get(node.getClass())) {
            add(out, field.get(node));
        }
        return out;
    }

    private static void add(List<SqlNode> out, Object value) {
        if (value instanceof SqlNode n) {
            out.add(n);
        } else if (value instanceof Collection<?> items) {
            items.forEach(item -> add(out, item));
        } else if (value instanceof Optional<?> optional) {
            optional.ifPresent(item -> add(out, item));
        }
    }
}

package io.freshet.ui.testing;

import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Fakes of service interfaces for view tests: each named method answers from a function of its arguments, every
 * call is recorded by name, and a method the test did not expect fails loudly.
 */
public final class Fakes {

    private Fakes() {
    }

    /** A fake {@code type} answering the methods in {@code answers}; {@code calls} receives each method name. */
    public static <T> T of(Class<T> type, Map<String, Function<Object[], Object>> answers, List<String> calls) {
        Object fake = Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, (proxy, method, args) -> {
            if (method.getDeclaringClass() == Object.class) {
                return switch (method.getName()) {
                    case "equals" -> proxy == args[0];
                    case "hashCode" -> System.identityHashCode(proxy);
                    default -> "fake " + type.getSimpleName();
                };
            }
            calls.add(method.getName());
            Function<Object[], Object> answer = answers.get(method.getName());
            if (answer == null) {
                throw new UnsupportedOperationException(type.getSimpleName() + "." + method.getName() + " was not expected");
            }
            return answer.apply(args == null ? new Object[0] : args);
        });
        return type.cast(fake);
    }

    /** {@link #of(Class, Map, List)} without looking at the calls. */
    public static <T> T of(Class<T> type, Map<String, Function<Object[], Object>> answers) {
        return of(type, answers, new ArrayList<>());
    }
}

package io.freshet.backend.security;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import io.freshet.ui.security.LoginView;
import jakarta.annotation.security.DenyAll;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.springframework.context.annotation.ClassPathScanningCandidateComponentProvider;
import org.springframework.core.type.filter.AnnotationTypeFilter;
import org.springframework.stereotype.Service;

/**
 * Every Vaadin route and every public method of every service the views call carries an explicit access
 * rule; only the login view is open to anonymous visitors. A new view or service method without a rule
 * fails this test.
 */
class AccessRulesTest {

    private static final List<Class<? extends Annotation>> VIEW_RULES =
            List.of(RolesAllowed.class, PermitAll.class, AnonymousAllowed.class, DenyAll.class);
    private static final List<Class<? extends Annotation>> METHOD_RULES =
            List.of(RolesAllowed.class, PermitAll.class, DenyAll.class);

    @Test
    void everyRouteHasExactlyOneRuleAndOnlyLoginIsAnonymous() {
        List<Class<?>> routes = annotated(Route.class, "io.freshet");
        assertThat(routes).as("routes found").hasSizeGreaterThanOrEqualTo(7);
        List<String> missing = new ArrayList<>();
        for (Class<?> route : routes) {
            long rules = VIEW_RULES.stream().filter(route::isAnnotationPresent).count();
            if (rules != 1) {
                missing.add(route.getName() + " has " + rules + " access rules");
            }
            if (route.isAnnotationPresent(AnonymousAllowed.class) && route != LoginView.class) {
                missing.add(route.getName() + " is open to anonymous visitors");
            }
            if (route.isAnnotationPresent(PermitAll.class)) {
                missing.add(route.getName() + " uses @PermitAll: name the lowest role instead");
            }
        }
        assertThat(missing).isEmpty();
    }

    @Test
    void everyPublicServiceMethodHasARule() {
        List<Class<?>> services = annotated(Service.class, "io.freshet.backend").stream()
                .filter(AccessRulesTest::implementsAUiContract).toList();
        assertThat(services).as("services behind the views").hasSizeGreaterThanOrEqualTo(4);
        List<String> missing = new ArrayList<>();
        for (Class<?> service : services) {
            for (Method method : service.getDeclaredMethods()) {
                if (Modifier.isPublic(method.getModifiers()) && !method.isSynthetic() && !hasRule(service, method)) {
                    missing.add(service.getSimpleName() + "." + method.getName());
                }
            }
        }
        assertThat(missing).as("public service methods without @RolesAllowed/@PermitAll/@DenyAll").isEmpty();
    }

    @Test
    void viewerRulesAreOnlyOnReadingMethods() {
        // a write method that names VIEWER would let every user change data: catch that by name
        Set<String> writes = Set.of("create", "save", "delete", "run", "execute", "drop", "update", "set", "changeRole");
        List<String> wrong = annotated(Service.class, "io.freshet.backend").stream()
                .filter(AccessRulesTest::implementsAUiContract)
                .flatMap(s -> Arrays.stream(s.getDeclaredMethods()))
                .filter(m -> writes.contains(m.getName()))
                .filter(m -> m.isAnnotationPresent(PermitAll.class) || (m.isAnnotationPresent(RolesAllowed.class)
                        && Arrays.asList(m.getAnnotation(RolesAllowed.class).value()).contains("VIEWER")))
                .map(Method::toString).toList();
        assertThat(wrong).isEmpty();
    }

    private static boolean hasRule(Class<?> service, Method method) {
        return Stream.concat(METHOD_RULES.stream().filter(method::isAnnotationPresent),
                METHOD_RULES.stream().filter(service::isAnnotationPresent)).findAny().isPresent();
    }

    private static boolean implementsAUiContract(Class<?> type) {
        return Arrays.stream(type.getInterfaces()).anyMatch(i -> i.getPackageName().startsWith("io.freshet.ui"));
    }

    private static List<Class<?>> annotated(Class<? extends Annotation> annotation, String basePackage) {
        ClassPathScanningCandidateComponentProvider scanner = new ClassPathScanningCandidateComponentProvider(false);
        scanner.addIncludeFilter(new AnnotationTypeFilter(annotation));
        return scanner.findCandidateComponents(basePackage).stream().<Class<?>>map(bd -> {
            try {
                return (Class<?>) Class.forName(bd.getBeanClassName());
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException(e);
            }
        }).toList();
    }
}

package io.freshet.analysis.golden;

import io.freshet.analysis.ScriptAnalysis;
import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.catalog.CatalogSnapshot;
import java.nio.file.Path;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Builds, once per suite, the catalog snapshot that a golden suite's {@code _catalog.ddl} defines
 * (through the real planner, which takes seconds to start) and injects it as a parameter; the test
 * class names its suite with {@link GoldenSuite}.
 */
public final class CatalogFixture implements ParameterResolver {

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == CatalogSnapshot.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        ExtensionContext.Store store = context.getRoot().getStore(ExtensionContext.Namespace.create(getClass()));
        String suite = context.getRequiredTestClass().getAnnotation(GoldenSuite.class).value();
        return store.getOrComputeIfAbsent(suite, CatalogFixture::build, CatalogSnapshot.class);
    }

    private static CatalogSnapshot build(String suite) {
        Path ddl = Path.of("src", "test", "resources", "golden", suite, "_catalog.ddl");
        ScriptAnalysis analysis = new ScriptAnalyzer().validate(GoldenFiles.read(ddl), CatalogSnapshot.empty());
        if (analysis.hasErrors()) {
            throw new IllegalStateException("catalog DDL of " + suite + " is invalid: " + analysis.diagnostics());
        }
        return analysis.catalogAfter();
    }
}

package io.freshet.testing;

import io.freshet.FreshetApplication;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.context.TypeExcludeFilter;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.type.classreading.MetadataReader;
import org.springframework.core.type.classreading.MetadataReaderFactory;

/**
 * The whole Freshet application (every service, the web server on a free port, the production frontend of the build)
 * in the test's JVM, so a test calls Freshet's own services as the views do, without a browser.
 */
public final class FreshetInProcess implements AutoCloseable {

    private final ConfigurableApplicationContext context;
    private final Path home;

    private FreshetInProcess(ConfigurableApplicationContext context, Path home) {
        this.context = context;
        this.home = home;
    }

    /** Starts Freshet with this home and settings (as command-line arguments, above application.properties). */
    public static FreshetInProcess start(Path home, Map<String, String> settings) {
        List<String> args = new ArrayList<>(List.of("--freshet.home=" + home, "--server.port=0",
                "--server.address=127.0.0.1", "--vaadin.blocked-packages=com.microsoft.playwright"));
        settings.forEach((key, value) -> args.add("--" + key + "=" + value));
        // the component scan of io.freshet would also find the tests' own configurations on this classpath
        SpringApplicationBuilder app = new SpringApplicationBuilder(FreshetApplication.class).initializers(context ->
                context.getBeanFactory().registerSingleton("testClassesExcluded", new TestClassesExcluded()));
        return new FreshetInProcess(app.run(args.toArray(String[]::new)), home);
    }

    public <T> T bean(Class<T> type) {
        return context.getBean(type);
    }

    public Path home() {
        return home;
    }

    /** Freshet's log file ({@code logging.file.name}). */
    public Path logFile() {
        return home.resolve("log").resolve("freshet.log");
    }

    @Override
    public void close() {
        context.close();
    }

    /** Leaves out every class compiled from the test sources. */
    private static final class TestClassesExcluded extends TypeExcludeFilter {

        @Override
        public boolean match(MetadataReader reader, MetadataReaderFactory factory) throws IOException {
            return reader.getResource().getURL().toString().contains("/test-classes/");
        }
    }
}

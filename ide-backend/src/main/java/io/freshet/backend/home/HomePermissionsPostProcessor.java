package io.freshet.backend.home;

import io.freshet.gateway.embedded.ChildUser;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.commons.logging.Log;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.context.config.ConfigDataEnvironmentPostProcessor;
import org.springframework.boot.env.EnvironmentPostProcessor;
import org.springframework.boot.logging.DeferredLogFactory;
import org.springframework.core.Ordered;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;

/**
 * Chooses the default home ({@link DefaultHome}) and tightens Freshet's home before anything writes into it: this
 * runs once the configuration is read but before logging opens its file and before H2 creates the database, so
 * those land in 0700 directories.
 */
public class HomePermissionsPostProcessor implements EnvironmentPostProcessor, Ordered {

    private final Log log;

    public HomePermissionsPostProcessor(DeferredLogFactory logs) {
        this.log = logs.getLog(HomePermissionsPostProcessor.class);
    }

    @Override
    public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
        boolean childPasses = childPasses(environment);
        Path userHome = Path.of(System.getProperty("user.home")).toAbsolutePath().normalize();
        environment.getPropertySources().addLast(new MapPropertySource(DefaultHome.PROPERTY, Map.of(DefaultHome.PROPERTY,
                DefaultHome.choose(userHome, childPasses).toString())));
        String home = environment.getProperty("freshet.home");
        if (home == null || home.isBlank()) {
            return;
        }
        FreshetHomeFiles files = FreshetHomeFiles.of(Path.of(home), environment.getProperty("spring.datasource.url"));
        List<String> problems = HomePermissions.apply(files, childPasses);
        problems.forEach(problem -> log.warn("Freshet's home is not owner-only: " + problem));
    }

    /** Whether the embedded Flink will run as its own OS user (Freshet is root, no external gateway, not turned off). */
    static boolean childPasses(ConfigurableEnvironment environment) {
        String gateway = environment.getProperty("freshet.gateway.url");
        return (gateway == null || gateway.isBlank())
                && ChildUser.separates(environment.getProperty(ChildUser.SETTING));
    }

    /** After the configuration files are read, so {@code freshet.home} has its final value. */
    @Override
    public int getOrder() {
        return ConfigDataEnvironmentPostProcessor.ORDER + 1;
    }
}

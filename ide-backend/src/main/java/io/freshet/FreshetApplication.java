package io.freshet;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.ConfigurationPropertiesScan;
import org.springframework.scheduling.annotation.EnableScheduling;

/** Freshet's entry point; sits above {@code io.freshet.ui} so Vaadin finds the routes. */
@SpringBootApplication
@EnableScheduling
@ConfigurationPropertiesScan
public class FreshetApplication {

    public static void main(String[] args) {
        SpringApplication.run(FreshetApplication.class, args);
    }
}

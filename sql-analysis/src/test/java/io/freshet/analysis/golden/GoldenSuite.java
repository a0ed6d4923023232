package io.freshet.analysis.golden;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** Names the golden suite (folder under {@code golden/}) whose {@code _catalog.ddl} a test class uses. */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface GoldenSuite {
    String value();
}

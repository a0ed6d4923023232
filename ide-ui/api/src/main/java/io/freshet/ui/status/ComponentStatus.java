package io.freshet.ui.status;

import io.freshet.ui.common.UserMessages;
import java.util.Objects;

/**
 * One dependency as the status page shows it.
 *
 * @param id stable key (gateway, catalog, database)
 * @param name what a user calls it
 * @param target where it is: a URL, a path or a redacted JDBC URL
 * @param version product version when known, else empty
 * @param detail one sentence on its state; for DOWN, what is wrong
 * @param hint what to do or where to look (e.g. the log file), else empty
 */
public record ComponentStatus(String id, String name, Health health, String target, String version,
                              String detail, String hint) {

    public ComponentStatus {
        Objects.requireNonNull(id);
        Objects.requireNonNull(name);
        Objects.requireNonNull(health);
        target = Objects.requireNonNullElse(target, "");
        version = Objects.requireNonNullElse(version, "");
        detail = UserMessages.translate(Objects.requireNonNullElse(detail, ""));
        hint = Objects.requireNonNullElse(hint, "");
    }

    /** Whether a dependency can be used. */
    public enum Health { UP, STARTING, DOWN }
}

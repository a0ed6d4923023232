package io.freshet.backend.policy;

import java.net.URI;
import java.nio.file.Path;
import java.util.regex.Pattern;

/** The warehouse location as the policy compares paths with it: a URI, a local path made into a file URI. */
final class WarehouseUri {

    private static final Pattern SCHEME = Pattern.compile("^[a-zA-Z][a-zA-Z0-9+.-]+:.*");

    private WarehouseUri() {
    }

    static URI of(String warehouse) {
        if (warehouse == null || warehouse.isBlank()) {
            return null;
        }
        String trimmed = warehouse.strip();
        return SCHEME.matcher(trimmed).matches() ? URI.create(trimmed) : Path.of(trimmed).toAbsolutePath().toUri();
    }
}

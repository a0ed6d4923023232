package io.freshet.ui.run;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/** The formats a whole result can be downloaded in. */
public enum ResultFormat {
    CSV("csv", "text/csv; charset=utf-8"),
    JSON("json", "application/json; charset=utf-8");

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC);
    private static final int NAME_WORDS = 40;

    private final String extension;
    private final String contentType;

    ResultFormat(String extension, String contentType) {
        this.extension = extension;
        this.contentType = contentType;
    }

    public String extension() {
        return extension;
    }

    public String contentType() {
        return contentType;
    }

    /**
     * A file name that says which statement and when, e.g. {@code select-id-name-from-orders-20261204-163000.csv};
     * only letters, digits and dashes, so it is safe in any file system and header.
     */
    public String fileName(RunStatus status) {
        String words = status.statement().toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-")
                .replaceAll("^-+|-+$", "");
        if (words.length() > NAME_WORDS) {
            words = words.substring(0, NAME_WORDS).replaceAll("-+$", "");
        }
        return (words.isEmpty() ? "result" : words) + "-" + STAMP.format(status.startedAt()) + "." + extension;
    }
}

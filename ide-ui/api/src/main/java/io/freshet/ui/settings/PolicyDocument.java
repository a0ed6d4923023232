package io.freshet.ui.settings;

import java.time.Instant;

/**
 * The statement policy as text, and where it comes from.
 *
 * @param defaults true when no policy was saved and the built-in defaults apply
 * @param updatedBy who saved it last, or null for the defaults; likewise {@code updatedAt}
 */
public record PolicyDocument(String json, boolean defaults, String updatedBy, Instant updatedAt) {
}

/**
 * Freshet's own settings ({@code freshet.*} in {@code FreshetProperties}, {@code freshet.ingest.*} in
 * {@code IngestProperties}) and two start-up notices: the heap limit and the address to open. Every package reads its
 * settings here, so it must not depend on any other Freshet package.
 */
package io.freshet.backend.config;

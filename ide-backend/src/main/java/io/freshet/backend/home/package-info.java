/**
 * Freshet's home directory: where it is when nobody chose one ({@code DefaultHome}), the IDE's own files in it, and
 * making it, its database, results and logs owner-only before anything writes there. It must not hold feature code; it
 * reads only {@code config} and the embedded Flink's layout, to keep the two apart.
 */
package io.freshet.backend.home;

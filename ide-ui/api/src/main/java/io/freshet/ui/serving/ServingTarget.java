package io.freshet.ui.serving;

import io.freshet.analysis.serving.EngineKind;
import io.freshet.analysis.serving.S3Credentials;
import java.time.Instant;

/**
 * An OLAP engine an ADMIN registered to read Freshet's warehouse. Credentials are never part of it: they are sealed
 * secrets, named here.
 *
 * @param name           Freshet's name for it (letters, digits, '_' and '-'), also the middle of its secrets' names
 * @param version        the engine's version, e.g. 3.3.1 (StarRocks) or 476 (Trino): the rules depend on it
 * @param jdbcUrl        where the engine answers JDBC ({@link EngineKind#jdbcPrefix()}), or null
 * @param jdbcUser       the user to sign in with over JDBC, or null
 * @param passwordSecret the sealed secret holding that user's password (named with
 *                       {@link io.freshet.analysis.serving.S3KeySecrets#PREFIX}), or null
 * @param s3Credentials  how the engine authenticates to an S3 warehouse
 * @param catalogName    the catalog's name in the engine
 */
public record ServingTarget(long id, String name, EngineKind kind, String version, String jdbcUrl, String jdbcUser,
                            String passwordSecret, S3Credentials s3Credentials, String catalogName, String createdBy,
                            Instant createdAt) {
}

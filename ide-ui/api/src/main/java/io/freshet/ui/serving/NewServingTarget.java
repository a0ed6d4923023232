package io.freshet.ui.serving;

import io.freshet.analysis.serving.EngineKind;
import io.freshet.analysis.serving.S3Credentials;

/** What an ADMIN enters to add a serving target; see {@link ServingTarget} for each field. */
public record NewServingTarget(String name, EngineKind kind, String version, String jdbcUrl, String jdbcUser,
                               String passwordSecret, S3Credentials s3Credentials, String catalogName) {
}

package io.freshet.backend.warehouse;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.backend.config.FreshetProperties;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Which S3 options Paimon gets for Freshet's own reads, and that the keys come only from the secrets. */
class S3AccessTest {

    private static final FreshetProperties.S3 MINIO = new FreshetProperties.S3("http://minio:9000", true);
    private static final Map<String, String> SECRETS = Map.of(S3Access.ACCESS_KEY_SECRET, "AKID",
            S3Access.SECRET_KEY_SECRET, "SECRET");

    @Test
    void anS3WarehouseGetsTheEndpointAndPathStyleButNoKeysInItsVisibleOptions() {
        assertThat(S3Access.visibleOptions("s3://lake/wh", MINIO)).containsExactly(
                Map.entry("s3.endpoint", "http://minio:9000"), Map.entry("s3.path.style.access", "true"));
    }

    @Test
    void theKeysComeFromTheSecretsOnlyWhenBothAreSet() {
        assertThat(S3Access.credentials("s3a://lake/wh", name -> Optional.ofNullable(SECRETS.get(name))))
                .containsOnly(Map.entry("s3.access-key", "AKID"), Map.entry("s3.secret-key", "SECRET"));
        assertThat(S3Access.credentials("s3://lake/wh",
                name -> name.equals(S3Access.ACCESS_KEY_SECRET) ? Optional.of("AKID") : Optional.empty())).isEmpty();
    }

    @Test
    void aLocalWarehouseGetsNoS3OptionsAtAll() {
        assertThat(S3Access.visibleOptions("file:///data/wh", MINIO)).isEmpty();
        assertThat(S3Access.credentials("/data/wh", name -> Optional.ofNullable(SECRETS.get(name)))).isEmpty();
        assertThat(S3Access.visibleOptions("s3://lake/wh", new FreshetProperties.S3(" ", null))).isEmpty();
    }
}

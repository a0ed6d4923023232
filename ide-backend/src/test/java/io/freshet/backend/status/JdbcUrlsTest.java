package io.freshet.backend.status;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Credentials inside JDBC URLs never reach the status page. */
class JdbcUrlsTest {

    @Test
    void hidesPasswordParameters() {
        assertThat(JdbcUrls.redact("jdbc:postgresql://db:5432/freshet?user=f&password=s3cret&ssl=true"))
                .isEqualTo("jdbc:postgresql://db:5432/freshet?user=f&password=***&ssl=true");
        assertThat(JdbcUrls.redact("jdbc:h2:file:/x/db;PASSWORD=abc;AUTO_SERVER=TRUE"))
                .isEqualTo("jdbc:h2:file:/x/db;PASSWORD=***;AUTO_SERVER=TRUE");
    }

    @Test
    void hidesUserInfo() {
        assertThat(JdbcUrls.redact("jdbc:postgresql://freshet:s3cret@db:5432/freshet"))
                .isEqualTo("jdbc:postgresql://***@db:5432/freshet");
    }

    @Test
    void leavesPlainUrlsAlone() {
        assertThat(JdbcUrls.redact("jdbc:h2:file:/home/me/.freshet/db/freshet"))
                .isEqualTo("jdbc:h2:file:/home/me/.freshet/db/freshet");
        assertThat(JdbcUrls.redact(null)).isEmpty();
    }
}

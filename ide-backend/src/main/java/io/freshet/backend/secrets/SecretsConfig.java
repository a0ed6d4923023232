package io.freshet.backend.secrets;

import io.freshet.backend.config.FreshetProperties;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.JdbcTemplate;

/** Builds the secret store with the key from the environment; the prod profile makes that key mandatory. */
@Configuration
public class SecretsConfig {

    @Bean
    public SecretStore secretStore(JdbcTemplate jdbc, FreshetProperties properties,
                                   @Value("${freshet.secrets.require-key:false}") boolean required) {
        byte[] key = SecretKeySource.resolve(System.getenv(SecretKeySource.ENV), required, properties.home());
        return new SecretStore(jdbc, new SecretCipher(key));
    }
}

package io.freshet.backend.tokens;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.ui.tokens.TokenState;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The token format, its hash and constant-time check, and when a stored token counts as expired or revoked. */
class TokenSecretsTest {

    private static final Instant NOW = Instant.parse("2026-12-07T04:00:00Z");

    @Test
    void aNewTokenHasThePrefixItsKeyIdAndTwoHundredFiftySixBitsOfSecret() {
        TokenSecrets.NewToken token = TokenSecrets.generate(new SecureRandom());

        assertThat(token.text()).hasSize(TokenSecrets.LENGTH).startsWith("fsh_" + token.keyId() + "_")
                .matches("fsh_[0-9a-z]{12}_[A-Za-z0-9_-]{43}");
        assertThat(TokenSecrets.keyId(token.text())).contains(token.keyId());
        assertThat(token.hash()).isEqualTo(TokenSecrets.hash(token.text())).hasSize(64)
                .doesNotContain(token.text().substring(17));
        assertThat(token.toString()).as("never printed").doesNotContain(token.text().substring(17));
    }

    @Test
    void tokensDoNotRepeat() {
        SecureRandom random = new SecureRandom();
        Set<String> texts = new HashSet<>();
        Set<String> keyIds = new HashSet<>();
        for (int i = 0; i < 1000; i++) {
            TokenSecrets.NewToken token = TokenSecrets.generate(random);
            texts.add(token.text());
            keyIds.add(token.keyId());
        }
        assertThat(texts).hasSize(1000);
        assertThat(keyIds).hasSize(1000);
    }

    @Test
    void theHashIsSha256InHex() {
        // FIPS 180-2's test vector for "abc"
        assertThat(TokenSecrets.hash("abc"))
                .isEqualTo("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }

    @Test
    void onlyTheExactTokenMatchesItsHash() {
        TokenSecrets.NewToken token = TokenSecrets.generate(new SecureRandom());
        char last = token.text().charAt(TokenSecrets.LENGTH - 1);
        String oneCharOff = token.text().substring(0, TokenSecrets.LENGTH - 1) + (last == 'A' ? 'B' : 'A');

        assertThat(TokenSecrets.matches(token.text(), token.hash())).isTrue();
        assertThat(TokenSecrets.matches(oneCharOff, token.hash())).isFalse();
        assertThat(TokenSecrets.matches(token.text() + " ", token.hash())).isFalse();
        assertThat(TokenSecrets.matches(null, token.hash())).isFalse();
        assertThat(TokenSecrets.matches(token.text(), null)).isFalse();
    }

    @Test
    void textsOutsideTheFormatHaveNoKeyId() {
        String good = "fsh_abcdefghijkl_" + "x".repeat(43);
        assertThat(TokenSecrets.keyId(good)).contains("abcdefghijkl");
        assertThat(TokenSecrets.keyId(null)).isEmpty();
        assertThat(TokenSecrets.keyId("")).isEmpty();
        assertThat(TokenSecrets.keyId("ghp_abcdefghijkl_" + "x".repeat(43))).as("another prefix").isEmpty();
        assertThat(TokenSecrets.keyId("fsh_ABCDEFGHIJKL_" + "x".repeat(43))).as("upper-case key id").isEmpty();
        assertThat(TokenSecrets.keyId("fsh_abcdefghijkl_" + "x".repeat(42))).as("one short").isEmpty();
        assertThat(TokenSecrets.keyId("fsh_abcdefghijkl_" + "x".repeat(44))).as("one long").isEmpty();
        assertThat(TokenSecrets.keyId("fsh_abcdefghijkl_" + "x".repeat(42) + "=")).as("padding").isEmpty();
        assertThat(TokenSecrets.keyId("fsh_abcdefghijkl-" + "x".repeat(43))).as("no separator").isEmpty();
        assertThat(TokenSecrets.keyId("fsh_abc'--efghij_" + "x".repeat(43))).isEmpty();
    }

    @Test
    void aTokenIsExpiredFromItsExpiryOnAndRevokedWinsOverExpired() {
        assertThat(token(null, null).state(NOW)).isEqualTo(TokenState.ACTIVE);
        assertThat(token(NOW.plusSeconds(1), null).state(NOW)).isEqualTo(TokenState.ACTIVE);
        assertThat(token(NOW, null).state(NOW)).isEqualTo(TokenState.EXPIRED);
        assertThat(token(NOW.minus(Duration.ofDays(1)), null).state(NOW)).isEqualTo(TokenState.EXPIRED);
        assertThat(token(null, NOW.minusSeconds(5)).state(NOW)).isEqualTo(TokenState.REVOKED);
        assertThat(token(NOW.minus(Duration.ofDays(1)), NOW.minus(Duration.ofDays(2))).state(NOW))
                .isEqualTo(TokenState.REVOKED);
        assertThat(token(null, null).info(NOW).prefix()).isEqualTo("fsh_abcdefghijkl");
    }

    private static StoredToken token(Instant expiresAt, Instant revokedAt) {
        return new StoredToken(1, "abcdefghijkl", "0".repeat(64), "dev", "ci", "dev", NOW.minus(Duration.ofDays(3)),
                expiresAt, null, revokedAt);
    }
}

package io.freshet.backend.secrets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Base64;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Sealing secrets, and where the key comes from. */
class SecretCipherTest {

    private final SecretCipher cipher = new SecretCipher(Base64.getDecoder().decode(SecretCipher.newKey()));

    @TempDir
    Path home;

    @Test
    void roundTripsAndHidesThePlaintext() {
        String sealed = cipher.encrypt("catalog.s3.secret", "s3cr3t-value");
        assertThat(sealed).doesNotContain("s3cr3t");
        assertThat(new String(Base64.getDecoder().decode(sealed), java.nio.charset.StandardCharsets.ISO_8859_1))
                .doesNotContain("s3cr3t");
        assertThat(cipher.decrypt("catalog.s3.secret", sealed)).isEqualTo("s3cr3t-value");
        assertThat(cipher.encrypt("catalog.s3.secret", "s3cr3t-value")).as("a fresh nonce each time")
                .isNotEqualTo(sealed);
    }

    @Test
    void refusesAnotherKeyAnotherNameOrATamperedValue() {
        String sealed = cipher.encrypt("gateway.url", "http://user:pw@gw:8083");
        SecretCipher other = new SecretCipher(Base64.getDecoder().decode(SecretCipher.newKey()));
        assertThatThrownBy(() -> other.decrypt("gateway.url", sealed)).hasMessageNotContaining("pw@");
        assertThatThrownBy(() -> cipher.decrypt("other.name", sealed)).isInstanceOf(IllegalStateException.class);
        byte[] bytes = Base64.getDecoder().decode(sealed);
        bytes[bytes.length - 1] ^= 1;
        assertThatThrownBy(() -> cipher.decrypt("gateway.url", Base64.getEncoder().encodeToString(bytes)))
                .isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aRequiredKeyThatIsMissingStopsTheStart() {
        assertThatThrownBy(() -> SecretKeySource.resolve(null, true, home))
                .hasMessageContaining("FRESHET_SECRET_KEY");
        assertThatThrownBy(() -> SecretKeySource.resolve("  ", true, home)).hasMessageContaining("FRESHET_SECRET_KEY");
        assertThatThrownBy(() -> SecretKeySource.resolve("c2hvcnQ=", true, home)).hasMessageContaining("32 bytes");
        assertThat(Files.exists(home.resolve(SecretKeySource.KEY_FILE))).isFalse();
    }

    @Test
    void theEnvironmentKeyWinsAndWithoutOneALocalOwnerOnlyKeyIsMade() throws Exception {
        String env = SecretCipher.newKey();
        assertThat(SecretKeySource.resolve(env, true, home)).isEqualTo(Base64.getDecoder().decode(env));
        byte[] local = SecretKeySource.resolve(null, false, home);
        assertThat(local).hasSize(32);
        assertThat(SecretKeySource.resolve(null, false, home)).as("the same key on the next start").isEqualTo(local);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(home.resolve(SecretKeySource.KEY_FILE))))
                .isEqualTo("rw-------");
    }
}

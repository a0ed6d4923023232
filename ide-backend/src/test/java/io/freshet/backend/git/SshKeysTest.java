package io.freshet.backend.git;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.ui.common.ServiceException;
import io.freshet.ui.git.SshKey;
import java.security.KeyPair;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.junit.jupiter.api.Test;

/** Pasted private keys: the forms that open, the form they are sealed in, and each refusal in words. */
class SshKeysTest {

    @Test
    void ed25519AndRsaKeysOpenWithOrWithoutAPassphraseAndAreSealedWithoutIt() throws Exception {
        for (KeyPair pair : new KeyPair[] {SshTestKeys.ed25519(), SshTestKeys.rsa()}) {
            String encrypted = SshTestKeys.openSsh(pair, "correct horse");

            String sealed = SshKeys.sealable(new SshKey(encrypted, "correct horse"));

            assertThat(sealed).startsWith("-----BEGIN OPENSSH PRIVATE KEY-----").doesNotContain("correct horse");
            KeyPair reopened = SshKeys.parse(sealed, null);
            assertThat(KeyUtils.compareKeys(reopened.getPublic(), pair.getPublic())).isTrue();
            assertThat(KeyUtils.compareKeys(SshKeys.parse(SshTestKeys.openSsh(pair, null), null).getPublic(),
                    pair.getPublic())).isTrue();
        }
        KeyPair rsa = SshTestKeys.rsa();
        assertThat(KeyUtils.compareKeys(SshKeys.parse(SshTestKeys.pkcs8(rsa), null).getPublic(), rsa.getPublic()))
                .as("PEM (PKCS#8)").isTrue();
    }

    @Test
    void aKeyWhoseLineBreaksAPasswordFieldDroppedStillOpens() throws Exception {
        KeyPair pair = SshTestKeys.ed25519();
        String oneLine = SshTestKeys.openSsh(pair, "pw").replace("\n", "");

        KeyPair opened = SshKeys.parse(oneLine, "pw");

        assertThat(KeyUtils.compareKeys(opened.getPublic(), pair.getPublic())).isTrue();
        String withLines = SshTestKeys.openSsh(pair, null).strip();
        assertThat(SshKeys.rewrapped(withLines)).as("a key with its lines stays as it is").isEqualTo(withLines);
    }

    @Test
    void aMissingOrWrongPassphraseAPublicKeyAndNotAKeyAreSaidApart() throws Exception {
        KeyPair pair = SshTestKeys.ed25519();
        String encrypted = SshTestKeys.openSsh(pair, "correct horse");
        assertRefused(encrypted, null, "has a passphrase: enter it");
        assertRefused(encrypted, "battery staple", "passphrase does not open");
        assertRefused(SshTestKeys.publicLine(pair), null, "public key");
        assertRefused("hunter2", null, "not a private key");
        assertRefused("-----BEGIN OPENSSH PRIVATE KEY-----\nbm90IGEga2V5\n-----END OPENSSH PRIVATE KEY-----", null,
                "cannot be read");
        assertRefused("PuTTY-User-Key-File-3: ssh-ed25519\n", null, "PuTTY");
        assertRefused("-----BEGIN RSA PRIVATE KEY-----Proc-Type: 4,ENCRYPTEDDEK-Info: AES-128-CBC,00", "pw",
                "header lines were lost");
        assertThatThrownBy(() -> SshKeys.sealable(new SshKey(" ", null))).hasMessageContaining("Paste the private key");
    }

    @Test
    void noRefusalQuotesTheKey() throws Exception {
        String encrypted = SshTestKeys.openSsh(SshTestKeys.ed25519(), "correct horse");
        String body = encrypted.lines().skip(3).findFirst().orElseThrow();

        assertThatThrownBy(() -> SshKeys.parse(encrypted, "wrong")).isInstanceOf(ServiceException.class)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain(body.substring(0, 20)))
                .hasNoCause();
        assertThat(new SshKey(encrypted, "correct horse").toString()).isEqualTo("SshKey[hidden]");
    }

    private static void assertRefused(String key, String passphrase, String words) {
        assertThatThrownBy(() -> SshKeys.parse(key, passphrase)).isInstanceOf(ServiceException.class)
                .hasMessageContaining(words);
    }
}

package io.freshet.backend.git;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.ui.common.ServiceException;
import java.security.KeyPair;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Pinned host keys: the forms a user pastes, what is accepted, and the refusal that names both fingerprints. */
class SshHostKeysTest {

    @Test
    void aKnownHostsLineAKeyLineAndAFingerprintArePinned() throws Exception {
        KeyPair ed = SshTestKeys.ed25519();
        KeyPair rsa = SshTestKeys.rsa();
        KeyPair other = SshTestKeys.ed25519();
        String fingerprintOnly = SshHostKeys.fingerprint(other.getPublic());

        SshHostKeys pins = SshHostKeys.parse("# ssh-keyscan git.example.com\n"
                + "git.example.com,10.0.0.7 " + SshTestKeys.publicLine(ed) + " a comment\n\n"
                + SshTestKeys.publicLine(rsa) + "\n" + fingerprintOnly + "=\n");

        assertThat(pins.keys()).hasSize(2);
        assertThat(pins.accepts(ed.getPublic())).isTrue();
        assertThat(pins.accepts(rsa.getPublic())).isTrue();
        assertThat(pins.accepts(other.getPublic())).as("by its fingerprint alone").isTrue();
        assertThat(pins.accepts(SshTestKeys.ed25519().getPublic())).isFalse();
        assertThat(fingerprintOnly).startsWith("SHA256:").hasSize(50);
        assertThat(pins.normalized()).isEqualTo(SshTestKeys.publicLine(ed) + "\n" + SshTestKeys.publicLine(rsa) + "\n"
                + fingerprintOnly);
        assertThat(SshHostKeys.parse(pins.normalized())).as("the stored text reads back the same").isEqualTo(pins);
    }

    @Test
    void whatIsNotAHostKeyIsRefusedNamingTheLine() throws Exception {
        String good = SshTestKeys.publicLine(SshTestKeys.ed25519());
        assertRefused(null, "Enter the server's host key");
        assertRefused("  \n ", "Enter the server's host key");
        assertRefused("# only a comment", "holds no key");
        assertRefused(good + "\nssh-ed25519 not-base64", "line 2 is neither");
        assertRefused("SHA256:tooShort", "line 1 is neither");
        assertRefused("MD5:16:27:ac:a5:76:28:2d:36:63:1b:56:4d:eb:df:a6:48", "line 1 is neither");
        assertRefused("@cert-authority *.example.com " + good, "@cert-authority or @revoked");
    }

    @Test
    void theCheckAcceptsAPinnedKeyAndRemembersTheOneItRefused() throws Exception {
        KeyPair server = SshTestKeys.ed25519();
        KeyPair impostor = SshTestKeys.ed25519();
        PinnedHostKeys check = new PinnedHostKeys(SshHostKeys.parse(SshTestKeys.publicLine(server)));

        assertThat(check.lookup("[127.0.0.1]:2222", null, null)).containsExactly(server.getPublic());
        assertThat(check.accept("[127.0.0.1]:2222", null, server.getPublic(), null, null)).isTrue();
        assertThat(check.refusal()).isEmpty();
        assertThat(check.accept("[127.0.0.1]:2222", null, impostor.getPublic(), null, null)).isFalse();
        assertThat(check.refusal()).isEqualTo(Optional.of(new PinnedHostKeys.Refusal(
                SshHostKeys.fingerprint(impostor.getPublic()), SshHostKeys.fingerprint(server.getPublic()))));
    }

    private static void assertRefused(String text, String words) {
        assertThatThrownBy(() -> SshHostKeys.parse(text)).isInstanceOf(ServiceException.class)
                .hasMessageContaining(words);
    }
}

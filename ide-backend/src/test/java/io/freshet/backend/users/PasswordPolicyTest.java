package io.freshet.backend.users;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.backend.security.InitialAdmin;
import io.freshet.ui.common.ServiceException;
import org.junit.jupiter.api.Test;

/** The password rule judges strength with zxcvbn and says why a password is refused. */
class PasswordPolicyTest {

    private final PasswordPolicy policy = new PasswordPolicy(3);

    @Test
    void aLongButRepetitivePasswordIsRefusedWithTheEstimatorsReason() {
        assertThatThrownBy(() -> policy.check("carl", "aaaaaaaaaaaa")).isInstanceOf(ServiceException.class)
                .hasMessageContaining("too easy to guess (strength 0 of 4, at least 3 needed)")
                .hasMessageContaining("Add another word or two");
    }

    @Test
    void aCommonPasswordIsCalledCommon() {
        assertThatThrownBy(() -> policy.check("carl", "password1234")).hasMessageContaining("very common password");
    }

    @Test
    void theUserNameRepeatedIsRefused() {
        assertThatThrownBy(() -> policy.check("vera", "veraveraveravera")).hasMessageContaining("Repeats like");
    }

    @Test
    void lengthIsCheckedBeforeStrength() {
        assertThatThrownBy(() -> policy.check("carl", "Xq7!vT2#")).hasMessage("A password has 12 to 200 characters.");
        assertThatThrownBy(() -> policy.check("carl", "tidal-".repeat(34))).hasMessage(
                "A password has 12 to 200 characters.");
        assertThatThrownBy(() -> policy.check("carl", null)).hasMessage("A password has 12 to 200 characters.");
    }

    @Test
    void aPassphraseOfUncommonWordsAndTheGeneratedPasswordsPass() {
        assertThatCode(() -> policy.check("carl", "tidal-quartz-lantern-orbit")).doesNotThrowAnyException();
        assertThatCode(() -> policy.check("admin", InitialAdmin.randomPassword())).doesNotThrowAnyException();
    }

    @Test
    void aLongPasswordIsJudgedByItsStartSoAWeakStartIsRefused() {
        String weakStart = "a".repeat(PasswordPolicy.ESTIMATED_CHARACTERS) + "tidal-quartz-lantern-orbit";
        assertThatThrownBy(() -> policy.check("carl", weakStart)).hasMessageContaining("too easy to guess");
    }

    @Test
    void theLowestScoreIsConfigurableWithinZxcvbnsRange() {
        assertThatCode(() -> new PasswordPolicy(0).check("carl", "aaaaaaaaaaaa")).doesNotThrowAnyException();
        assertThatThrownBy(() -> new PasswordPolicy(5)).isInstanceOf(IllegalArgumentException.class);
    }
}

package io.freshet.backend.users;

import com.nulabinc.zxcvbn.Feedback;
import com.nulabinc.zxcvbn.Strength;
import com.nulabinc.zxcvbn.Zxcvbn;
import io.freshet.backend.security.SecurityProperties;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.users.UserAdminService;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

/**
 * Judges a new password by zxcvbn's estimate of how many guesses it takes (dictionaries, names, keyboard
 * patterns, repeats, dates), not by home-made character rules, and says why a weak one is refused.
 */
@Component
public class PasswordPolicy {

    /**
     * zxcvbn's time grows steeply with length (about 1 s at 64 random characters, 27 s at 200): longer passwords
     * are judged by their start.
     */
    static final int ESTIMATED_CHARACTERS = 64;
    static final int MAX_LENGTH = 200;
    private static final int BEST_SCORE = 4;

    private final Zxcvbn zxcvbn = new Zxcvbn();
    private final int minScore;

    @Autowired
    public PasswordPolicy(SecurityProperties properties) {
        this(properties.passwordMinScore());
    }

    PasswordPolicy(int minScore) {
        if (minScore < 0 || minScore > BEST_SCORE) {
            throw new IllegalArgumentException("freshet.security.password-min-score is 0 to 4, not " + minScore);
        }
        this.minScore = minScore;
    }

    /** Refuses, with the reason, a password that is too short, too long or too easy to guess for this user. */
    public void check(String username, String password) {
        if (password == null || password.length() < UserAdminService.MIN_PASSWORD || password.length() > MAX_LENGTH) {
            throw new ServiceException("A password has " + UserAdminService.MIN_PASSWORD + " to " + MAX_LENGTH
                    + " characters.");
        }
        // the user name and the product's name are the first words an attacker tries
        Strength strength = zxcvbn.measure(password.substring(0, Math.min(password.length(), ESTIMATED_CHARACTERS)),
                List.of(String.valueOf(username), "freshet", "flink", "paimon"));
        try {
            if (strength.getScore() < minScore) {
                throw new ServiceException("This password is too easy to guess (strength " + strength.getScore()
                        + " of 4, at least " + minScore + " needed). " + reasons(strength.getFeedback()));
            }
        } finally {
            strength.wipe();
        }
    }

    private static String reasons(Feedback feedback) {
        List<String> reasons = new ArrayList<>();
        String warning = feedback.getWarning(Locale.ENGLISH);
        if (warning != null && !warning.isBlank()) {
            reasons.add(warning);
        }
        reasons.addAll(feedback.getSuggestions(Locale.ENGLISH));
        if (reasons.isEmpty()) {
            reasons.add("Use a longer passphrase of a few uncommon words.");
        }
        return String.join(" ", reasons);
    }
}

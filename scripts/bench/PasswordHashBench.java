import org.springframework.security.crypto.factory.PasswordEncoderFactories;
import org.springframework.security.crypto.password.PasswordEncoder;
import java.util.Arrays;

/** How long one password check takes with the encoder Freshet uses (bcrypt, strength 10). */
public class PasswordHashBench {
    public static void main(String[] a) {
        PasswordEncoder enc = PasswordEncoderFactories.createDelegatingPasswordEncoder();
        String hash = enc.encode("some-password-123");
        for (int i = 0; i < 5; i++) enc.matches("some-password-123", hash); // warm-up
        long[] t = new long[30];
        for (int i = 0; i < t.length; i++) {
            long s = System.nanoTime();
            if (!enc.matches("some-password-123", hash)) throw new AssertionError();
            t[i] = System.nanoTime() - s;
        }
        Arrays.sort(t);
        System.out.printf("bcrypt(10) matches: median %.1f ms, min %.1f, max %.1f (n=%d) hash=%s%n",
                t[t.length / 2] / 1e6, t[0] / 1e6, t[t.length - 1] / 1e6, t.length, hash.substring(0, 14));
    }
}

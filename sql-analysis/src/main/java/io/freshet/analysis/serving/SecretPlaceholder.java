package io.freshet.analysis.serving;

/**
 * A place in a catalog statement where a secret goes, shown instead of its value.
 *
 * @param token      the text in the statement, e.g. {@code <secret:serving.sr.s3-access-key>}
 * @param secretName the sealed secret that holds the value (set on the Secrets page)
 * @param meaning    what the value is, for the reader
 */
public record SecretPlaceholder(String token, String secretName, String meaning) {

    /** The placeholder of a sealed secret, as every statement writes it. */
    public static SecretPlaceholder of(String secretName, String meaning) {
        return new SecretPlaceholder("<secret:" + secretName + ">", secretName, meaning);
    }
}

package io.freshet.ui.tokens;

/**
 * A token just created, with its secret: the one time the secret is seen. It is not stored anywhere in Freshet.
 *
 * @param secret the whole token to send as {@code Authorization: Bearer <secret>}
 */
public record IssuedToken(ApiTokenInfo token, String secret) {

    /** Never prints the secret (a record's own toString would). */
    @Override
    public String toString() {
        return "IssuedToken[" + token + "]";
    }
}

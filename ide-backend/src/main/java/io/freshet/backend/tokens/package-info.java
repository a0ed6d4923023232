/**
 * API tokens: their format and hash, their table, the service behind the Tokens page, and bearer authentication. It
 * must not keep a token's text: only its SHA-256 is stored, and a new token is shown once.
 */
package io.freshet.backend.tokens;

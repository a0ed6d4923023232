/** API tokens: their format and hash, their table, the service behind the Tokens page, and bearer authentication. */
package io.freshet.backend.tokens;

/**
 * Secrets sealed in the {@code secret} table with AES-256-GCM (the secret's name as authenticated data), the key from
 * {@code FRESHET_SECRET_KEY} (mandatory in production), and administrators setting them by name, audited by name only.
 * Only backend code reads a value: it must not log one nor hand one to a view.
 */
package io.freshet.backend.secrets;

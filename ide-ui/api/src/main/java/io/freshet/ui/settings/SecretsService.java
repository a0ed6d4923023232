package io.freshet.ui.settings;

import java.util.List;

/** Administrators set secrets (gateway URLs, catalog credentials); values go in and never come back out. */
public interface SecretsService {

    /** Names of the stored secrets; never their values. */
    List<String> names();

    /** Stores (or replaces) a secret, encrypted. */
    void set(String name, String value);
}

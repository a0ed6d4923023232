package io.freshet.testing;

import java.util.Optional;

/** A test-class extension whose app may be shared with other classes (see {@link SharedApps}). */
interface SharedApp {

    /** The configuration whose app this class shares, or empty when the class starts its own. */
    Optional<String> sharedKey();
}

package io.freshet.testing;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The users a class signs in as on the shared editor app are its own. */
class EditorAppExtensionTest {

    @Test
    void eachSharingClassGetsADeveloperAndAViewerOfItsOwn() throws ClassNotFoundException {
        Class<?> tabs = Class.forName("io.freshet.app.editor.EditorTabsAppIT");
        Class<?> lineage = Class.forName("io.freshet.app.lineage.LineageAppIT");
        assertThat(AppUsers.ownName(EditorAppExtension.DEVELOPER, tabs)).isEqualTo("dev-editortabs");
        assertThat(AppUsers.ownName(EditorAppExtension.VIEWER, lineage)).isEqualTo("vera-lineage");
        assertThat(AppUsers.ownName(EditorAppExtension.DEVELOPER, lineage))
                .isNotEqualTo(AppUsers.ownName(EditorAppExtension.DEVELOPER, tabs));
    }

    @Test
    void anUnsharedAppKeepsTheWellKnownUsers() {
        EditorAppExtension own = new EditorAppExtension();
        assertThat(own.sharedKey()).isEmpty();
        assertThat(own.developer()).isEqualTo(EditorAppExtension.DEVELOPER);
        assertThat(own.viewer()).isEqualTo(EditorAppExtension.VIEWER);
        assertThat(EditorAppExtension.shared().sharedKey()).isPresent();
    }
}

package io.freshet.ui.editor;

/** Remembers the signed-in user's open editor tabs, so a reload or a new login brings them back. */
public interface EditorTabsService {

    /** The user's tabs; scripts deleted since are left out. */
    OpenTabs load();

    /** Replaces the user's tabs. */
    void store(OpenTabs tabs);
}

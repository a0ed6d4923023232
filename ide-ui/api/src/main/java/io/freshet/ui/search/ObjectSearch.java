package io.freshet.ui.search;

import java.util.List;

/** Finds tables, columns and scripts by a part of their name, for the Ctrl+K search that every page offers. */
public interface ObjectSearch {

    /**
     * Objects whose name contains the text (case-insensitive): tables first, then columns, then scripts, a name that
     * starts with the text before one that only contains it; at most {@code limit}. Blank text finds nothing.
     */
    List<SearchHit> search(String text, int limit);
}

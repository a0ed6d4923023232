package io.freshet.testing;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import com.microsoft.playwright.options.WaitForSelectorState;

/** The editor page as a browser test drives it: CodeMirror inside the {@code freshet-sql-editor} element. */
public final class EditorPage {

    private final Page page;
    private final String baseUrl;

    public EditorPage(Page page, String baseUrl) {
        this.page = page;
        this.baseUrl = baseUrl;
    }

    /** Opens a script and waits until its editor shows text. */
    public EditorPage open(long scriptId) {
        page.navigate(baseUrl + "editor/" + scriptId);
        awaitEditor(scriptId);
        return this;
    }

    public void awaitEditor(long scriptId) {
        try {
            editor(scriptId).locator(".cm-content").waitFor(new Locator.WaitForOptions()
                    .setState(WaitForSelectorState.VISIBLE).setTimeout(60_000));
        } catch (PlaywrightException e) {
            SecuredAppExtension.screenshot(page, "editor-" + scriptId + "-not-visible");
            throw new AssertionError("the editor of script " + scriptId + " did not show at " + page.url()
                    + "; tabs: " + page.locator("vaadin-tab").evaluateAll("ts => ts.map(t => t.id + (t.selected ? '*' : ''))")
                    + "; editors: " + page.locator("freshet-sql-editor").evaluateAll(
                            "es => es.map(e => e.id + ':' + (e.offsetParent ? 'shown' : 'hidden'))")
                    + "; page text: " + abbreviate(page.locator("body").innerText()), e);
        }
    }

    private static String abbreviate(String text) {
        String flat = text.replaceAll("\\s+", " ");
        return flat.length() > 400 ? flat.substring(0, 400) + "..." : flat;
    }

    public Locator editor(long scriptId) {
        return page.locator("#sql-editor-" + scriptId);
    }

    /** Replaces the whole text, as a paste would (no completion pops up on the way). */
    public void replaceText(long scriptId, String text) {
        focusEnd(scriptId);
        page.keyboard().press("Control+A");
        page.keyboard().press("Delete");
        page.keyboard().insertText(text);
    }

    /** Types at the cursor key by key, as a person would (completion and bracket closing active). */
    public void type(String text) {
        page.keyboard().type(text);
    }

    /** Puts the cursor at the end of the text. */
    public void focusEnd(long scriptId) {
        editor(scriptId).locator(".cm-content").click();
        page.keyboard().press("Control+End");
    }

    /** The text as the browser editor holds it. */
    public String text(long scriptId) {
        return (String) editor(scriptId).evaluate("e => e.text");
    }

    /** Moves the cursor to a 0-based offset. */
    public void cursorAt(long scriptId, int offset) {
        editor(scriptId).evaluate("(e, o) => e.reveal(o, o)", offset);
    }

    public Locator squiggles(long scriptId, String severity) {
        return editor(scriptId).locator(".cm-lintRange-" + severity);
    }

    public Locator completionOptions() {
        return page.locator(".cm-tooltip-autocomplete li");
    }

    public Locator status(long scriptId) {
        return page.locator(".script-tab[data-script-id='" + scriptId + "'] .editor-status");
    }

    public Locator problems() {
        return page.locator("#problems");
    }

    /** Waits until the script's tab reports this version saved (autosave waits for typing to pause). */
    public void awaitSaved(long scriptId, long version) {
        assertThat(status(scriptId)).hasText("Saved version " + version,
                new com.microsoft.playwright.assertions.LocatorAssertions.HasTextOptions().setTimeout(60_000));
    }

    public Page page() {
        return page;
    }
}

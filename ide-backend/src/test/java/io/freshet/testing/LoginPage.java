package io.freshet.testing;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.WaitForSelectorState;

/** Freshet's sign-in page as a browser test drives it. */
public final class LoginPage {

    private LoginPage() {
    }

    /** Opens the login page and submits the form; does not check the outcome. */
    public static void submit(Page page, String baseUrl, String user, String password) {
        page.navigate(baseUrl + "login");
        page.locator("#login-form input[name=username]").fill(user);
        page.locator("#login-form input[name=password]").fill(password);
        page.locator("#login-form input[name=password]").press("Enter");
        page.waitForLoadState();
    }

    /** Signs in and waits until the application shell is shown. */
    public static void signIn(Page page, String baseUrl, String user, String password) {
        submit(page, baseUrl, user, password);
        page.locator("#main-nav").waitFor(new Locator.WaitForOptions()
                .setState(WaitForSelectorState.VISIBLE).setTimeout(60_000));
    }
}

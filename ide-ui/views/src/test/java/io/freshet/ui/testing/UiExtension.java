package io.freshet.ui.testing;

import com.vaadin.flow.component.UI;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A fresh current {@link UI} for each test, so views can be built and driven on the server side without a servlet
 * container or a browser (Vaadin's own approach in its example apps: construct the view, assert component state).
 */
public final class UiExtension implements BeforeEachCallback, AfterEachCallback {

    private UI ui;

    @Override
    public void beforeEach(ExtensionContext context) {
        ui = new UI();
        UI.setCurrent(ui);
    }

    @Override
    public void afterEach(ExtensionContext context) {
        UI.setCurrent(null);
        ui = null;
    }

    public UI ui() {
        return ui;
    }
}

package io.freshet.ui;

import com.vaadin.flow.component.page.AppShellConfigurator;
import com.vaadin.flow.component.page.Push;
import com.vaadin.flow.shared.ui.Transport;
import com.vaadin.flow.server.AppShellSettings;

/**
 * Page-level settings shared by every Freshet view. Push lets analysis results and run progress reach the
 * browser when they are ready, without polling.
 */
@Push(transport = Transport.WEBSOCKET_XHR)
public class AppShell implements AppShellConfigurator {

    @Override
    public void configurePage(AppShellSettings settings) {
        settings.setPageTitle("Freshet");
    }
}

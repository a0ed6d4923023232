package io.freshet.ui.shell;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.ErrorParameter;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.NotFoundException;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.RouteConfiguration;
import com.vaadin.flow.router.RouteNotFoundError;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.Optional;

/**
 * A page that does not exist, or that the signed-in user's role may not open (Vaadin answers both alike): the editor
 * opens instead, with a message that says which, rather than a bare error page. The pages themselves are no secret
 * (they are in the open-source code and the navigation of every role that has them). Anonymous visitors end at the
 * sign-in page, as the editor asks for a signed-in user.
 */
@AnonymousAllowed
public class NoAccessView extends RouteNotFoundError {

    @Override
    public int setErrorParameter(BeforeEnterEvent event, ErrorParameter<NotFoundException> parameter) {
        String path = event.getLocation().getPath();
        event.forwardTo("editor");
        Notification note = Notification.show(message(path), 8_000, Notification.Position.TOP_CENTER);
        note.setId("no-access-notification");
        return 404;
    }

    /** Says whether the page exists but the role may not open it, or does not exist at all. */
    static String message(String path) {
        Optional<String> page = route(path).map(NoAccessView::title);
        return page.map(title -> "Your role cannot open " + title + "; here is the editor instead.")
                .orElse("There is no page '" + path + "' that you can open; here is the editor instead.");
    }

    private static Optional<Class<? extends Component>> route(String path) {
        try {
            return RouteConfiguration.forApplicationScope().getRoute(path);
        } catch (RuntimeException noRegistry) {
            // outside a running Vaadin service (a unit test): no page is known
            return Optional.empty();
        }
    }

    private static String title(Class<? extends Component> view) {
        Menu menu = view.getAnnotation(Menu.class);
        if (menu != null && !menu.title().isBlank()) {
            return menu.title();
        }
        PageTitle title = view.getAnnotation(PageTitle.class);
        return title == null ? view.getSimpleName() : title.value().replace(" · Freshet", "");
    }
}

package io.freshet.ui.shell;

import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.ErrorParameter;
import com.vaadin.flow.router.NotFoundException;
import com.vaadin.flow.router.RouteNotFoundError;
import com.vaadin.flow.server.auth.AnonymousAllowed;

/**
 * A page that does not exist, or that the signed-in user's role may not open (Vaadin answers both alike, so as not
 * to reveal which pages exist): the editor opens instead, with a message, rather than a bare error page. Anonymous
 * visitors end at the sign-in page, as the editor asks for a signed-in user.
 */
@AnonymousAllowed
public class NoAccessView extends RouteNotFoundError {

    @Override
    public int setErrorParameter(BeforeEnterEvent event, ErrorParameter<NotFoundException> parameter) {
        String path = event.getLocation().getPath();
        event.forwardTo("editor");
        Notification.show("There is no page '" + path + "' that you can open; here is the"
                + " editor instead.", 8_000, Notification.Position.TOP_CENTER);
        return 404;
    }
}

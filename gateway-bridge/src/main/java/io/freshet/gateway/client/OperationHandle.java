package io.freshet.gateway.client;

import java.util.Objects;

/** One submitted statement on the gateway, addressed through its session. */
public record OperationHandle(SessionHandle session, String id) {

    public OperationHandle {
        Objects.requireNonNull(session, "session");
        Objects.requireNonNull(id, "id");
    }

    String path() {
        return "/v4/sessions/" + session.id() + "/operations/" + id;
    }
}

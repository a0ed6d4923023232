package io.freshet.gateway.client;

import java.util.Objects;

/** A gateway session id; statements in one session share catalogs and SET options. */
public record SessionHandle(String id) {

    public SessionHandle {
        Objects.requireNonNull(id, "id");
    }
}

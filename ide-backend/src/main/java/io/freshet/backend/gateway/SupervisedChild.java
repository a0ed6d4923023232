package io.freshet.backend.gateway;

import io.freshet.gateway.embedded.EmbeddedFlink;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;

/** What the supervisor watches of a child process: its end, whether Freshet asked for it, and its exit code. */
interface SupervisedChild {

    CompletableFuture<?> onExit();

    boolean stoppedByFreshet();

    OptionalInt exitCode();

    long pid();

    static SupervisedChild of(EmbeddedFlink flink) {
        return new SupervisedChild() {
            @Override
            public CompletableFuture<?> onExit() {
                return flink.onExit();
            }

            @Override
            public boolean stoppedByFreshet() {
                return flink.stoppedByFreshet();
            }

            @Override
            public OptionalInt exitCode() {
                return flink.exitCode();
            }

            @Override
            public long pid() {
                return flink.pid();
            }
        };
    }
}

package io.freshet.gateway.embedded.server;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.runtime.io.network.netty.InboundChannelHandlerFactory;
import org.apache.flink.shaded.netty4.io.netty.channel.ChannelHandler;

import java.util.Map;
import java.util.Optional;

/** Puts {@link RestLockGate} into every Flink REST server of the embedded Flink; adds nothing in other JVMs. */
public final class RestLockInboundFactory implements InboundChannelHandlerFactory {

    @Override
    public int priority() {
        return Integer.MAX_VALUE;
    }

    @Override
    public Optional<ChannelHandler> createHandler(Configuration configuration, Map<String, String> responseHeaders) {
        return RestLock.installed().map(lock -> new RestLockGate(lock, false));
    }
}

package io.freshet.gateway.embedded.server;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.runtime.io.network.netty.OutboundChannelHandlerFactory;
import org.apache.flink.shaded.netty4.io.netty.channel.ChannelHandler;

import java.util.Optional;

/** Puts {@link RestTokenHeader} into every Flink REST client of the embedded Flink; adds nothing in other JVMs. */
public final class RestLockOutboundFactory implements OutboundChannelHandlerFactory {

    @Override
    public int priority() {
        return Integer.MAX_VALUE;
    }

    @Override
    public Optional<ChannelHandler> createHandler(Configuration configuration) {
        return RestLock.installed().map(RestTokenHeader::new);
    }
}

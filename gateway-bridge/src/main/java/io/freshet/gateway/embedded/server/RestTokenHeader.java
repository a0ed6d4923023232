package io.freshet.gateway.embedded.server;

import org.apache.flink.shaded.netty4.io.netty.channel.ChannelHandlerContext;
import org.apache.flink.shaded.netty4.io.netty.channel.ChannelOutboundHandlerAdapter;
import org.apache.flink.shaded.netty4.io.netty.channel.ChannelPromise;
import org.apache.flink.shaded.netty4.io.netty.handler.codec.http.HttpHeaderNames;
import org.apache.flink.shaded.netty4.io.netty.handler.codec.http.HttpRequest;

/**
 * Adds the per-start secret to the requests of Flink's own REST clients in this JVM (the gateway's job
 * submission to the MiniCluster, the workflow scheduler's refresh calls to the gateway), and only when the
 * connection goes to one of this JVM's REST endpoints.
 */
final class RestTokenHeader extends ChannelOutboundHandlerAdapter {

    private final RestLock lock;

    RestTokenHeader(RestLock lock) {
        this.lock = lock;
    }

    @Override
    public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
        if (msg instanceof HttpRequest request && lock.isOwn(ctx.channel().remoteAddress())) {
            request.headers().set(HttpHeaderNames.AUTHORIZATION, lock.authorization());
        }
        ctx.write(msg, promise);
    }
}

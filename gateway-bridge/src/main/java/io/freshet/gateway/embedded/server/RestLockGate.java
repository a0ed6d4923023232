package io.freshet.gateway.embedded.server;

import org.apache.flink.shaded.netty4.io.netty.buffer.Unpooled;
import org.apache.flink.shaded.netty4.io.netty.channel.ChannelFutureListener;
import org.apache.flink.shaded.netty4.io.netty.channel.ChannelHandlerContext;
import org.apache.flink.shaded.netty4.io.netty.channel.ChannelInboundHandlerAdapter;
import org.apache.flink.shaded.netty4.io.netty.handler.codec.http.DefaultFullHttpResponse;
import org.apache.flink.shaded.netty4.io.netty.handler.codec.http.FullHttpResponse;
import org.apache.flink.shaded.netty4.io.netty.handler.codec.http.HttpHeaderNames;
import org.apache.flink.shaded.netty4.io.netty.handler.codec.http.HttpHeaderValues;
import org.apache.flink.shaded.netty4.io.netty.handler.codec.http.HttpRequest;
import org.apache.flink.shaded.netty4.io.netty.handler.codec.http.HttpResponseStatus;
import org.apache.flink.shaded.netty4.io.netty.handler.codec.http.HttpServerCodec;
import org.apache.flink.shaded.netty4.io.netty.handler.codec.http.HttpVersion;
import org.apache.flink.shaded.netty4.io.netty.util.ReferenceCountUtil;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * Refuses, in a Flink REST server's pipeline, every request that {@link RestLock} does not let pass, and
 * closes the connection. It judges the request line and headers, so it moves itself right behind the HTTP
 * codec: Flink adds factory handlers after its upload handler and aggregator, which would otherwise store an
 * unauthenticated multipart upload on disk, or buffer a 100 MB body, before the check.
 */
final class RestLockGate extends ChannelInboundHandlerAdapter {

    private static final Logger LOG = LoggerFactory.getLogger(RestLockGate.class);
    private static final String NAME = "freshet-rest-lock";
    private static final int MAX_LOGGED_PATH = 200;

    private final RestLock lock;
    private final boolean placed;
    /** Set after a refusal: the rest of that request's body is dropped until the connection closes. */
    private boolean refusing;

    RestLockGate(RestLock lock, boolean placed) {
        this.lock = lock;
        this.placed = placed;
    }

    @Override
    public void handlerAdded(ChannelHandlerContext ctx) {
        ChannelHandlerContext codec = ctx.pipeline().context(HttpServerCodec.class);
        if (!placed && codec != null) {
            ctx.pipeline().addAfter(codec.name(), NAME, new RestLockGate(lock, true));
            ctx.pipeline().remove(this);
        }
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (msg instanceof HttpRequest request) {
            Optional<RestLock.Refusal> refusal = lock.refusal(request.method().name(), request.headers()::get);
            refusing = refusal.isPresent();
            if (refusing) {
                String path = request.uri().replaceAll("\\?.*", "");
                LOG.warn("Refused {} {} from {}: {}", request.method(), path.substring(0, Math.min(path.length(),
                        MAX_LOGGED_PATH)), ctx.channel().remoteAddress(), refusal.get().reason());
                ReferenceCountUtil.release(msg);
                refuse(ctx, refusal.get());
                return;
            }
        } else if (refusing) {
            ReferenceCountUtil.release(msg);
            return;
        }
        ctx.fireChannelRead(msg);
    }

    private static void refuse(ChannelHandlerContext ctx, RestLock.Refusal refusal) {
        byte[] body = ("{\"errors\":[\"" + refusal.reason() + "\"]}").getBytes(StandardCharsets.UTF_8);
        FullHttpResponse response = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1,
                HttpResponseStatus.valueOf(refusal.status()), Unpooled.wrappedBuffer(body));
        response.headers().set(HttpHeaderNames.CONTENT_TYPE, HttpHeaderValues.APPLICATION_JSON);
        response.headers().set(HttpHeaderNames.CONTENT_LENGTH, body.length);
        response.headers().set(HttpHeaderNames.CONNECTION, HttpHeaderValues.CLOSE);
        if (refusal.status() == 401) {
            response.headers().set(HttpHeaderNames.WWW_AUTHENTICATE, "Bearer");
        }
        ctx.writeAndFlush(response).addListener(ChannelFutureListener.CLOSE);
    }
}

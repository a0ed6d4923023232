package io.freshet.gateway.client;

import java.util.List;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One page of an operation's result.
 *
 * @param nextResultUri the path of the next page, or null at the end of the stream
 */
public record ResultPage(Type type, List<ResultColumn> columns, List<ResultRow> rows, String jobId,
        String nextResultUri) {

    /** The gateway's resultType: no rows yet, some rows (possibly none), or the end. */
    public enum Type { NOT_READY, PAYLOAD, EOS }

    private static final Pattern TOKEN = Pattern.compile("/result/(\\d+)");

    public ResultPage {
        columns = List.copyOf(columns);
        rows = List.copyOf(rows);
    }

    public boolean isEndOfStream() {
        return type == Type.EOS || nextResultUri == null;
    }

    /** The token of the next page, for {@link GatewayClient#fetch(OperationHandle, long)}. */
    public OptionalLong nextToken() {
        if (nextResultUri == null) {
            return OptionalLong.empty();
        }
        Matcher matcher = TOKEN.matcher(nextResultUri);
        return matcher.find() ? OptionalLong.of(Long.parseLong(matcher.group(1))) : OptionalLong.empty();
    }
}

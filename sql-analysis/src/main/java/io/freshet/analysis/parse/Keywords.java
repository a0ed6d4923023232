package io.freshet.analysis.parse;

import java.io.StringReader;
import java.util.Locale;
import org.apache.calcite.sql.parser.SqlAbstractParserImpl;
import org.apache.flink.sql.parser.impl.FlinkSqlParserImpl;

/** The reserved words of Flink's grammar, as its parser's own metadata lists them. */
public final class Keywords {

    private static final SqlAbstractParserImpl.Metadata METADATA =
            new FlinkSqlParserImpl(new StringReader("")).getMetadata();

    private Keywords() {
    }

    /** True when the word cannot be used as an unquoted name. */
    public static boolean isReserved(String word) {
        return word != null && METADATA.isReservedWord(word.toUpperCase(Locale.ROOT));
    }
}

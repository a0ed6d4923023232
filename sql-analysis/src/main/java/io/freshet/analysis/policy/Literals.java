package io.freshet.analysis.policy;

import java.util.ArrayList;
import java.util.List;
import org.apache.calcite.sql.SqlBasicCall;
import org.apache.calcite.sql.SqlCharStringLiteral;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlLiteral;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.parser.SqlParserPos;
import org.apache.calcite.util.NlsString;

/** String values as the parser resolved them: escapes ({@code U&'\0066'}) applied, chained literals joined. */
final class Literals {

    private Literals() {
    }

    /** The value of a literal, literal chain or identifier; null for anything else (an expression). */
    static String value(SqlNode node) {
        if (node instanceof SqlCharStringLiteral literal) {
            NlsString nls = literal.getValueAs(NlsString.class);
            return nls.getValue();
        }
        if (node instanceof SqlLiteral literal) {
            Object value = literal.getValue();
            return value == null ? null : literal.toValue();
        }
        if (node instanceof SqlIdentifier id) {
            return String.join(".", id.names);
        }
        if (node instanceof SqlBasicCall call && call.getKind() == SqlKind.LITERAL_CHAIN) {
            StringBuilder out = new StringBuilder();
            for (SqlNode part : call.getOperandList()) {
                String value = value(part);
                if (value == null) {
                    return null;
                }
                out.append(value);
            }
            return out.toString();
        }
        return null;
    }

    /** Where a node is; a literal chain's position covers all its parts. */
    static SqlParserPos position(SqlNode node) {
        if (node instanceof SqlBasicCall call && call.getKind() == SqlKind.LITERAL_CHAIN) {
            List<SqlParserPos> parts = new ArrayList<>();
            call.getOperandList().forEach(part -> parts.add(part.getParserPosition()));
            return SqlParserPos.sum(parts);
        }
        return node.getParserPosition();
    }
}

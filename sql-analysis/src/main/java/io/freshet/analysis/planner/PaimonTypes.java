package io.freshet.analysis.planner;

import java.util.ArrayList;
import java.util.List;
import org.apache.flink.table.types.logical.ArrayType;
import org.apache.flink.table.types.logical.BinaryType;
import org.apache.flink.table.types.logical.CharType;
import org.apache.flink.table.types.logical.DecimalType;
import org.apache.flink.table.types.logical.LocalZonedTimestampType;
import org.apache.flink.table.types.logical.LogicalType;
import org.apache.flink.table.types.logical.MapType;
import org.apache.flink.table.types.logical.MultisetType;
import org.apache.flink.table.types.logical.RowType;
import org.apache.flink.table.types.logical.TimeType;
import org.apache.flink.table.types.logical.TimestampType;
import org.apache.flink.table.types.logical.VarBinaryType;
import org.apache.flink.table.types.logical.VarCharType;
import org.apache.paimon.types.DataField;
import org.apache.paimon.types.DataType;
import org.apache.paimon.types.DataTypes;

/** Flink column types as Paimon stores them, for Paimon's own schema validation. */
final class PaimonTypes {

    private PaimonTypes() {
    }

    /** The Paimon type, or null for a type Paimon has no column type for (it would refuse the table itself). */
    static DataType of(LogicalType type) {
        DataType base = switch (type.getTypeRoot()) {
            case CHAR -> DataTypes.CHAR(((CharType) type).getLength());
            case VARCHAR -> DataTypes.VARCHAR(((VarCharType) type).getLength());
            case BOOLEAN -> DataTypes.BOOLEAN();
            case BINARY -> DataTypes.BINARY(((BinaryType) type).getLength());
            case VARBINARY -> DataTypes.VARBINARY(((VarBinaryType) type).getLength());
            case DECIMAL -> DataTypes.DECIMAL(((DecimalType) type).getPrecision(), ((DecimalType) type).getScale());
            case TINYINT -> DataTypes.TINYINT();
            case SMALLINT -> DataTypes.SMALLINT();
            case INTEGER -> DataTypes.INT();
            case BIGINT -> DataTypes.BIGINT();
            case FLOAT -> DataTypes.FLOAT();
            case DOUBLE -> DataTypes.DOUBLE();
            case DATE -> DataTypes.DATE();
            case TIME_WITHOUT_TIME_ZONE -> DataTypes.TIME(((TimeType) type).getPrecision());
            case TIMESTAMP_WITHOUT_TIME_ZONE -> DataTypes.TIMESTAMP(((TimestampType) type).getPrecision());
            case TIMESTAMP_WITH_LOCAL_TIME_ZONE ->
                    DataTypes.TIMESTAMP_WITH_LOCAL_TIME_ZONE(((LocalZonedTimestampType) type).getPrecision());
            case ARRAY -> nested(of(((ArrayType) type).getElementType()), DataTypes::ARRAY);
            case MULTISET -> nested(of(((MultisetType) type).getElementType()), DataTypes::MULTISET);
            case MAP -> map((MapType) type);
            case ROW -> row((RowType) type);
            default -> null;
        };
        return base == null ? null : base.copy(type.isNullable());
    }

    private static DataType nested(DataType element, java.util.function.Function<DataType, DataType> wrap) {
        return element == null ? null : wrap.apply(element);
    }

    private static DataType map(MapType map) {
        DataType key = of(map.getKeyType());
        DataType value = of(map.getValueType());
        return key == null || value == null ? null : DataTypes.MAP(key, value);
    }

    private static DataType row(RowType row) {
        List<DataField> fields = new ArrayList<>();
        for (RowType.RowField field : row.getFields()) {
            DataType type = of(field.getType());
            if (type == null) {
                return null;
            }
            fields.add(DataTypes.FIELD(fields.size(), field.getName(), type));
        }
        return DataTypes.ROW(fields.toArray(DataField[]::new));
    }
}

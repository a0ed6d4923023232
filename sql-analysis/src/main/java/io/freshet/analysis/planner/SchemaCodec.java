package io.freshet.analysis.planner;

import io.freshet.analysis.catalog.ColumnInfo;
import io.freshet.analysis.catalog.ColumnKind;
import io.freshet.analysis.catalog.WatermarkInfo;
import java.util.List;
import org.apache.flink.table.api.Schema;
import org.apache.flink.table.catalog.Column;
import org.apache.flink.table.catalog.ResolvedSchema;
import org.apache.flink.table.catalog.UniqueConstraint;
import org.apache.flink.table.types.logical.LogicalType;

/** Converts between Flink's resolved schemas and the snapshot's column records. */
final class SchemaCodec {

    private SchemaCodec() {
    }

    static List<ColumnInfo> columns(ResolvedSchema schema) {
        return schema.getColumns().stream().map(SchemaCodec::column).toList();
    }

    static List<String> primaryKey(ResolvedSchema schema) {
        return schema.getPrimaryKey().map(UniqueConstraint::getColumns).orElse(List.of());
    }

    static List<WatermarkInfo> watermarks(ResolvedSchema schema) {
        return schema.getWatermarkSpecs().stream()
                .map(w -> new WatermarkInfo(w.getRowtimeAttribute(), w.getWatermarkExpression().asSerializableString()))
                .toList();
    }

    private static ColumnInfo column(Column column) {
        LogicalType type = column.getDataType().getLogicalType();
        String comment = column.getComment().orElse(null);
        String typeString = typeString(type);
        if (column instanceof Column.ComputedColumn computed) {
            return new ColumnInfo(column.getName(), typeString, type.isNullable(), ColumnKind.COMPUTED,
                    computed.getExpression().asSerializableString(), null, false, comment);
        }
        if (column instanceof Column.MetadataColumn metadata) {
            return new ColumnInfo(column.getName(), typeString, type.isNullable(), ColumnKind.METADATA, null,
                    metadata.getMetadataKey().orElse(null), metadata.isVirtual(), comment);
        }
        return new ColumnInfo(column.getName(), typeString, type.isNullable(), ColumnKind.PHYSICAL, null, null,
                false, comment);
    }

    private static String typeString(LogicalType type) {
        try {
            return type.asSerializableString();
        } catch (RuntimeException notSerializable) {
            // time attributes and some legacy types only have a summary form
            return type.asSummaryString();
        }
    }

    /** The unresolved schema Flink's catalog API takes, from snapshot records. */
    static Schema schema(List<ColumnInfo> columns, List<String> primaryKey, List<WatermarkInfo> watermarks) {
        Schema.Builder builder = Schema.newBuilder();
        for (ColumnInfo c : columns) {
            switch (c.kind()) {
                case COMPUTED -> builder.columnByExpression(c.name(), c.expression());
                case METADATA -> builder.columnByMetadata(c.name(), c.type(), c.metadataKey(), c.virtual());
                default -> builder.column(c.name(), c.type());
            }
            if (c.comment() != null) {
                builder.withComment(c.comment());
            }
        }
        watermarks.forEach(w -> builder.watermark(w.rowtimeColumn(), w.expression()));
        if (!primaryKey.isEmpty()) {
            builder.primaryKey(primaryKey);
        }
        return builder.build();
    }
}

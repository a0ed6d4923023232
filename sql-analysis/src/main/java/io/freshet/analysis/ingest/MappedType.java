package io.freshet.analysis.ingest;

/**
 * What a source type becomes in Flink and Paimon.
 *
 * @param flinkType the Flink SQL type, e.g. {@code DECIMAL(10, 2)}; null when the type cannot be mapped
 * @param remark why it cannot be mapped, or a caveat of the mapping (values rounded, text instead of a
 *               structure); null when there is nothing to say
 */
public record MappedType(String flinkType, String remark) {

    static MappedType exact(String flinkType) {
        return new MappedType(flinkType, null);
    }

    static MappedType lossy(String flinkType, String remark) {
        return new MappedType(flinkType, remark);
    }

    static MappedType unmappable(String reason) {
        return new MappedType(null, reason);
    }

    public boolean mapped() {
        return flinkType != null;
    }
}

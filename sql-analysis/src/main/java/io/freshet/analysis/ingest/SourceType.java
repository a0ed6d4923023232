package io.freshet.analysis.ingest;

import java.util.Locale;
import java.util.Objects;

/**
 * A column type as the source's catalog reports it, before mapping.
 *
 * @param name the type's name in the source, lower case: PostgreSQL's {@code udt_name} ({@code int4},
 *             {@code varchar}, {@code _int4} for an array of int4, {@code enum} for any enum type); MySQL's
 *             {@code DATA_TYPE}, with {@code " unsigned"} appended for unsigned numbers
 * @param length characters (or bits, for MySQL {@code bit}; display width for MySQL {@code tinyint}), or null
 * @param precision digits of a decimal, fractional seconds of a time or timestamp, or null
 * @param scale digits after the point of a decimal, or null
 */
public record SourceType(String name, Integer length, Integer precision, Integer scale) {

    public SourceType {
        name = Objects.requireNonNull(name, "name").strip().toLowerCase(Locale.ROOT);
    }

    /** A type without length, precision or scale. */
    public static SourceType of(String name) {
        return new SourceType(name, null, null, null);
    }

    /** A character or bit type with its length. */
    public static SourceType ofLength(String name, int length) {
        return new SourceType(name, length, null, null);
    }

    /** A decimal, or (without scale) a time type with its fractional-second precision. */
    public static SourceType ofPrecision(String name, Integer precision, Integer scale) {
        return new SourceType(name, null, precision, scale);
    }

    /** The type as a user reads it: {@code numeric(10,2)}, {@code varchar(40)}, {@code int4[]}. */
    public String display() {
        String base = name.startsWith("_") ? name.substring(1) + "[]" : name;
        if (length != null) {
            return base + "(" + length + ")";
        }
        if (precision != null) {
            return base + "(" + precision + (scale != null ? "," + scale : "") + ")";
        }
        return base;
    }
}

package io.freshet.analysis.serving;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The parts of a column's type (nested ones included) that some engines cannot map or map with a loss. */
public enum TypeFeature {
    TIME("TIME"),
    MULTISET("MULTISET"),
    VARIANT("VARIANT"),
    BINARY("BINARY/VARBINARY"),
    TIMESTAMP_LTZ("TIMESTAMP WITH LOCAL TIME ZONE"),
    /** A timestamp with more than microsecond precision. */
    NANOSECONDS("TIMESTAMP(7..9)");

    private static final Pattern QUOTED = Pattern.compile("`(?:[^`]|``)*`|'(?:[^']|'')*'");
    private static final Pattern LTZ = Pattern.compile("TIMESTAMP_LTZ|WITH LOCAL TIME ZONE");
    private static final Pattern TIME_TYPE = Pattern.compile("\\bTIME\\b(?!\\s+ZONE)");
    private static final Pattern PRECISION = Pattern.compile("TIMESTAMP(?:_LTZ)?\\s*\\((\\d+)\\)");

    private final String label;

    TypeFeature(String label) {
        this.label = label;
    }

    /** How the type is named in a finding. */
    public String label() {
        return label;
    }

    /**
     * The features of a type as the catalog writes it (Flink's type string, e.g. {@code ROW<`t` TIME(0)>}); field
     * names and comments inside it are ignored.
     */
    public static Set<TypeFeature> of(String type) {
        Set<TypeFeature> features = EnumSet.noneOf(TypeFeature.class);
        if (type == null) {
            return features;
        }
        String text = QUOTED.matcher(type).replaceAll(" ").toUpperCase(Locale.ROOT);
        if (LTZ.matcher(text).find()) {
            features.add(TIMESTAMP_LTZ);
        }
        String withoutZones = text.replace("WITH LOCAL TIME ZONE", " ").replace("WITH TIME ZONE", " ");
        if (TIME_TYPE.matcher(withoutZones).find()) {
            features.add(TIME);
        }
        if (text.contains("MULTISET")) {
            features.add(MULTISET);
        }
        if (text.contains("VARIANT")) {
            features.add(VARIANT);
        }
        if (text.contains("BINARY") || text.contains("BYTES")) {
            features.add(BINARY);
        }
        Matcher precision = PRECISION.matcher(text);
        while (precision.find()) {
            if (Integer.parseInt(precision.group(1)) > 6) {
                features.add(NANOSECONDS);
            }
        }
        return features;
    }
}

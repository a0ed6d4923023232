package io.freshet.backend.policy;

/** A parse carried with a text it is not of: tests show with it that a reader takes the carried parse, not the text. */
public final class Misread {

    private Misread() {
    }

    /** {@code text}, carried with the parse of {@code readAs}. */
    public static ParsedSql as(String text, String readAs) {
        return new ParsedSql(text, ParsedSql.of(readAs).statements());
    }
}

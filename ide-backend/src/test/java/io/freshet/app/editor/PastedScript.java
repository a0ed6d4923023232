package io.freshet.app.editor;

/** The script of issue 19's freeze: 1,000 five-line SELECTs (5,000 lines, about 200 KB), some with an unknown column. */
final class PastedScript {

    /** Statements with an unknown column; the last one is among them, so a squiggle shows where the paste ends. */
    static final int ERRORS = 10;

    private PastedScript() {
    }

    static String text() {
        StringBuilder text = new StringBuilder("CREATE TEMPORARY TABLE pasted (id BIGINT, name STRING, amount DOUBLE)"
                + " WITH ('connector' = 'datagen');\n");
        for (int i = 0; i < 1000; i++) {
            text.append("-- report ").append(i).append(": the amounts of the pasted rows above a threshold\n")
                    .append("SELECT p.id, p.name, p.").append(i % 100 == 99 ? "nosuchcol" : "amount")
                    .append(", p.amount * 2 AS doubled\n")
                    .append("FROM pasted AS p\n")
                    .append("WHERE p.id > ").append(i).append(" AND p.amount > 10.5 AND p.name <> 'cancelled'\n")
                    .append("  AND p.name IS NOT NULL;\n");
        }
        return text.toString();
    }
}

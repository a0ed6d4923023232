package io.freshet.analysis.catalog;

/** A watermark declaration: the rowtime column and the SQL expression of its watermark. */
public record WatermarkInfo(String rowtimeColumn, String expression) {
}

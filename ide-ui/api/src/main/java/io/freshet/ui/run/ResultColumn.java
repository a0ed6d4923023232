package io.freshet.ui.run;

/** A result column: its name and Flink SQL type as text. */
public record ResultColumn(String name, String type) {
}

package io.freshet.backend.projects;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.ui.projects.LineDiff;
import io.freshet.ui.projects.LineDiff.Kind;
import io.freshet.ui.projects.LineDiff.Line;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The version history's line diff (the UI module has no test set-up; the backend tests it). */
class LineDiffTest {

    @Test
    void changedLinesAreRemovedThenAddedAndTheRestIsKept() {
        assertThat(LineDiff.diff("a\nb\nc\nd", "a\nB\nc\nd\ne")).containsExactly(
                new Line(Kind.SAME, "a"), new Line(Kind.REMOVED, "b"), new Line(Kind.ADDED, "B"),
                new Line(Kind.SAME, "c"), new Line(Kind.SAME, "d"), new Line(Kind.ADDED, "e"));
    }

    @Test
    void emptyTextsAndIdenticalTexts() {
        assertThat(LineDiff.diff("", "x")).containsExactly(new Line(Kind.ADDED, "x"));
        assertThat(LineDiff.diff("x\r\ny", "")).containsExactly(new Line(Kind.REMOVED, "x"), new Line(Kind.REMOVED, "y"));
        assertThat(LineDiff.diff("same\n", "same\n")).extracting(Line::kind).containsOnly(Kind.SAME);
    }

    @Test
    void applyingTheDiffGivesBothTextsBack() {
        String older = IntStream.range(0, 300).mapToObj(i -> "line " + (i % 7 == 0 ? "x" + i : i))
                .collect(Collectors.joining("\n"));
        String newer = IntStream.range(0, 300).mapToObj(i -> "line " + (i % 5 == 0 ? "y" + i : i))
                .collect(Collectors.joining("\n"));
        List<Line> diff = LineDiff.diff(older, newer);
        assertThat(text(diff, Kind.ADDED)).isEqualTo(older);
        assertThat(text(diff, Kind.REMOVED)).isEqualTo(newer);
    }

    private static String text(List<Line> diff, Kind skip) {
        return diff.stream().filter(l -> l.kind() != skip).map(Line::text).collect(Collectors.joining("\n"));
    }
}

package io.freshet.ui.projects;

import java.util.ArrayList;
import java.util.List;

/** A line diff (longest common subsequence) between an older and a newer text, for the version history. */
public final class LineDiff {

    /** Beyond this many cells the middle part is shown as removed-then-added instead of aligned. */
    private static final long MAX_CELLS = 4_000_000L;

    /** How a line differs. */
    public enum Kind { SAME, REMOVED, ADDED }

    /** One line of the diff. */
    public record Line(Kind kind, String text) {
    }

    private LineDiff() {
    }

    /** The lines of {@code older} and {@code newer} in order, each marked same, removed or added. */
    public static List<Line> diff(String older, String newer) {
        String[] a = lines(older);
        String[] b = lines(newer);
        int start = 0;
        while (start < a.length && start < b.length && a[start].equals(b[start])) {
            start++;
        }
        int endA = a.length;
        int endB = b.length;
        while (endA > start && endB > start && a[endA - 1].equals(b[endB - 1])) {
            endA--;
            endB--;
        }
        List<Line> out = new ArrayList<>();
        for (int i = 0; i < start; i++) {
            out.add(new Line(Kind.SAME, a[i]));
        }
        middle(a, start, endA, b, start, endB, out);
        for (int i = endA; i < a.length; i++) {
            out.add(new Line(Kind.SAME, a[i]));
        }
        return out;
    }

    private static void middle(String[] a, int fromA, int toA, String[] b, int fromB, int toB, List<Line> out) {
        int n = toA - fromA;
        int m = toB - fromB;
        if ((long) n * m > MAX_CELLS) {
            for (int i = fromA; i < toA; i++) {
                out.add(new Line(Kind.REMOVED, a[i]));
            }
            for (int j = fromB; j < toB; j++) {
                out.add(new Line(Kind.ADDED, b[j]));
            }
            return;
        }
        // lcs[i][j]: longest common subsequence of a[fromA+i..] and b[fromB+j..]
        int[][] lcs = new int[n + 1][m + 1];
        for (int i = n - 1; i >= 0; i--) {
            for (int j = m - 1; j >= 0; j--) {
                lcs[i][j] = a[fromA + i].equals(b[fromB + j]) ? lcs[i + 1][j + 1] + 1
                        : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
            }
        }
        int i = 0;
        int j = 0;
        while (i < n && j < m) {
            if (a[fromA + i].equals(b[fromB + j])) {
                out.add(new Line(Kind.SAME, a[fromA + i++]));
                j++;
            } else if (lcs[i + 1][j] >= lcs[i][j + 1]) {
                out.add(new Line(Kind.REMOVED, a[fromA + i++]));
            } else {
                out.add(new Line(Kind.ADDED, b[fromB + j++]));
            }
        }
        while (i < n) {
            out.add(new Line(Kind.REMOVED, a[fromA + i++]));
        }
        while (j < m) {
            out.add(new Line(Kind.ADDED, b[fromB + j++]));
        }
    }

    private static String[] lines(String text) {
        return text == null || text.isEmpty() ? new String[0] : text.split("\r?\n", -1);
    }
}

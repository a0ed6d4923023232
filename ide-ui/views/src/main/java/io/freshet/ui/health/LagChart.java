package io.freshet.ui.health;

import com.vaadin.flow.component.Html;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * A small inline SVG of a table's lag over time against its target: a line for the lag, a dashed line for the
 * target. Plain markup, no script and no chart library.
 */
final class LagChart {

    static final int WIDTH = 160;
    static final int HEIGHT = 32;

    private LagChart() {
    }

    /** The chart, or null when there are fewer than two samples. */
    static Html of(List<HealthLag> lags) {
        String svg = svg(lags);
        return svg == null ? null : new Html(svg);
    }

    /** The SVG markup; null when there are fewer than two samples to draw. */
    static String svg(List<HealthLag> lags) {
        if (lags.size() < 2) {
            return null;
        }
        long start = lags.get(0).at().toEpochMilli();
        long span = Math.max(1, lags.get(lags.size() - 1).at().toEpochMilli() - start);
        double max = 1;
        for (HealthLag l : lags) {
            max = Math.max(max, l.lag().toMillis());
            max = Math.max(max, l.target() == null ? 0 : l.target().toMillis());
        }
        StringBuilder line = new StringBuilder();
        for (HealthLag l : lags) {
            double x = (l.at().toEpochMilli() - start) * (WIDTH - 2) / (double) span + 1;
            double y = HEIGHT - 1 - l.lag().toMillis() * (HEIGHT - 2) / max;
            line.append(String.format(Locale.ROOT, "%.1f,%.1f ", x, y));
        }
        Duration target = lags.get(lags.size() - 1).target();
        String targetLine = target == null ? "" : String.format(Locale.ROOT,
                "<line x1='0' x2='%d' y1='%.1f' y2='%.1f' stroke='currentColor' stroke-dasharray='3 2'"
                        + " stroke-opacity='0.5'/>", WIDTH, HEIGHT - 1 - target.toMillis() * (HEIGHT - 2) / max,
                HEIGHT - 1 - target.toMillis() * (HEIGHT - 2) / max);
        return "<svg class='lag-chart' xmlns='http://www.w3.org/2000/svg' width='" + WIDTH + "' height='" + HEIGHT
                + "' viewBox='0 0 " + WIDTH + " " + HEIGHT + "' role='img' aria-label='lag over time against the"
                + " target'>" + targetLine + "<polyline fill='none' stroke='var(--lumo-primary-color)'"
                + " stroke-width='1.5' points='" + line.toString().strip() + "'/></svg>";
    }
}

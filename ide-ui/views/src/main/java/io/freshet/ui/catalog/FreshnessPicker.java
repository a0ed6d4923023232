package io.freshet.ui.catalog;

import com.vaadin.flow.component.customfield.CustomField;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;

/**
 * The freshness slider: snaps to the values Flink accepts, shows the refresh mode each leads to at the
 * gateway's threshold, and what it costs in plain words.
 */
public class FreshnessPicker extends CustomField<Freshness> {

    private final FreshnessScale scale;
    private final RangeInput slider;
    private final Span value = new Span();
    private final Span mode = new Span();
    private final Div cost = new Div();

    public FreshnessPicker(FreshnessScale scale, Freshness initial) {
        this.scale = scale;
        slider = new RangeInput(scale.stops().size() - 1);
        slider.setId("freshness-slider");
        slider.getStyle().set("width", "24em");
        value.setId("freshness-value");
        value.getStyle().set("font-weight", "600");
        mode.setId("freshness-mode");
        Badges.styleMode(mode, null);
        cost.setId("freshness-cost");
        cost.getStyle().set("color", "var(--lumo-secondary-text-color)").set("max-width", "36em");
        slider.addValueChangeListener(e -> {
            show(current());
            updateValue();
        });
        HorizontalLayout row = new HorizontalLayout(slider, value, mode);
        row.setAlignItems(HorizontalLayout.Alignment.CENTER);
        Div box = new Div(row, cost);
        // the field's input area has the line height of an input (36 px): the explanation's lines fell apart in it
        box.getStyle().set("line-height", "var(--lumo-line-height-m)");
        add(box);
        setLabel("Freshness");
        setPresentationValue(initial);
        updateValue();
    }

    public FreshnessScale scale() {
        return scale;
    }

    @Override
    protected Freshness generateModelValue() {
        return current();
    }

    @Override
    protected void setPresentationValue(Freshness freshness) {
        if (freshness != null) {
            slider.setValue(scale.indexOf(freshness));
            show(current());
        }
    }

    private Freshness current() {
        int index = Math.max(0, Math.min(slider.getValue(), scale.stops().size() - 1));
        return scale.stops().get(index);
    }

    private void show(Freshness freshness) {
        value.setText(freshness.words());
        RefreshMode refreshMode = scale.modeOf(freshness);
        mode.setText(refreshMode.name());
        Badges.styleMode(mode, refreshMode);
        cost.setText(scale.cost(freshness));
    }
}

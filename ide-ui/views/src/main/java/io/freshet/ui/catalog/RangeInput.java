package io.freshet.ui.catalog;

import com.vaadin.flow.component.AbstractSinglePropertyField;
import com.vaadin.flow.component.Tag;

/** A native {@code <input type=range>} as a Vaadin field of its step index (vaadin-core has no slider). */
@Tag("input")
public class RangeInput extends AbstractSinglePropertyField<RangeInput, Integer> {

    public RangeInput(int max) {
        super("value", 0, String.class, RangeInput::parse, String::valueOf);
        getElement().setAttribute("type", "range");
        getElement().setAttribute("min", "0");
        getElement().setAttribute("step", "1");
        setMax(max);
        // every move, not only on release, so the mode and cost follow the thumb
        setSynchronizedEvent("input");
    }

    public final void setMax(int max) {
        getElement().setAttribute("max", String.valueOf(max));
    }

    private static Integer parse(String value) {
        try {
            return value == null || value.isBlank() ? 0 : Integer.valueOf(value.strip());
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}

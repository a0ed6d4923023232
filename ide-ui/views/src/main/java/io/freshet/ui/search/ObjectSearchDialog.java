package io.freshet.ui.search;

import com.vaadin.flow.component.Key;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridVariant;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.data.renderer.LitRenderer;
import com.vaadin.flow.data.value.ValueChangeMode;
import io.freshet.ui.common.ServiceException;
import java.util.List;

/**
 * Ctrl+K from any page: type a part of a table's, column's or script's name, then Enter (the first hit) or a click
 * opens the page that shows it.
 */
public class ObjectSearchDialog extends Dialog {

    private static final int LIMIT = 50;

    private final ObjectSearch search;
    private final TextField field = new TextField();
    private final Grid<SearchHit> hits = new Grid<>();
    private final Span note = new Span();
    private List<SearchHit> shown = List.of();

    public ObjectSearchDialog(ObjectSearch search) {
        this.search = search;
        setId("object-search");
        setHeaderTitle("Find a table, column or script");
        setWidth("40rem");
        field.setId("object-search-field");
        field.setPlaceholder("Part of a name, e.g. orders or amount");
        field.setPrefixComponent(VaadinIcon.SEARCH.create());
        field.setWidthFull();
        field.setValueChangeMode(ValueChangeMode.LAZY);
        field.setValueChangeTimeout(150);
        field.addValueChangeListener(e -> find(e.getValue()));
        field.addKeyPressListener(Key.ENTER, e -> shown.stream().findFirst().ifPresent(this::go));
        hits.setId("object-search-results");
        hits.addThemeVariants(GridVariant.LUMO_COMPACT, GridVariant.LUMO_NO_BORDER);
        hits.addColumn(LitRenderer.<SearchHit>of("<span class=\"search-hit\" data-kind=\"${item.kind}\""
                        + " data-route=\"${item.route}\"><b>${item.name}</b> <small>${item.detail}</small></span>")
                .withProperty("kind", h -> h.kind().name())
                .withProperty("route", SearchHit::route)
                .withProperty("name", SearchHit::name)
                .withProperty("detail", h -> kindWord(h.kind()) + (h.detail().isEmpty() ? "" : " · " + h.detail())))
                .setHeader("Results");
        hits.setHeight("22rem");
        hits.addItemClickListener(e -> go(e.getItem()));
        note.setId("object-search-note");
        add(field, note, hits);
        addOpenedChangeListener(e -> {
            if (e.isOpened()) {
                field.focus();
            }
        });
    }

    private void find(String text) {
        try {
            shown = search.search(text, LIMIT);
            hits.setItems(shown);
            note.setText(text.isBlank() ? "" : shown.isEmpty() ? "Nothing found." : "");
        } catch (ServiceException e) {
            note.setText(e.userMessage());
        }
    }

    private void go(SearchHit hit) {
        // the UI first: a dialog that opened itself leaves the UI when it closes
        getUI().ifPresent(ui -> {
            close();
            ui.navigate(hit.route());
        });
    }

    private static String kindWord(SearchHit.Kind kind) {
        return switch (kind) {
            case TABLE -> "table";
            case COLUMN -> "column";
            case SCRIPT -> "script";
        };
    }
}

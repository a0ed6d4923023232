package io.freshet.ui.catalog;

import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.common.UiPolling;

/**
 * Target against actual freshness, kept current while shown: a job that stops must show without a reload (the server
 * re-reads Flink every few seconds; this asks the server's latest reading). The table's state is not said here: the
 * page's health line says it, from the health model.
 */
class FreshnessLine extends HorizontalLayout {

    static final int POLL_MILLIS = 5_000;

    private final CatalogService catalog;
    private final TableRef ref;
    private final Span actual = new Span();

    FreshnessLine(CatalogService catalog, TableRef ref, Span target, MaterializedTableDetail mt) {
        this.catalog = catalog;
        this.ref = ref;
        actual.setId("mt-actual");
        Span commit = new Span(mt.latestCommit() == null ? "Nothing committed yet"
                : "Latest commit " + TablePanel.TIME.format(mt.latestCommit()));
        commit.setId("mt-latest-commit");
        commit.getStyle().set("color", "var(--lumo-secondary-text-color)");
        add(target, actual, commit);
        Wrapping.wrap(this, actual, target, commit);
        show(mt.actual());
        UiPolling.whileAttached(this, POLL_MILLIS, this::update);
    }

    private void show(ActualFreshness freshness) {
        actual.setText("Actual: " + freshness.words());
    }

    private void update() {
        try {
            show(catalog.freshness(ref));
        } catch (ServiceException gone) {
            // dropped meanwhile: the last judgement stays until the page changes
        }
    }
}

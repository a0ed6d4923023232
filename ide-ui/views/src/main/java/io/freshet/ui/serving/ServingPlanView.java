package io.freshet.ui.serving;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import io.freshet.analysis.serving.CatalogStatement;
import io.freshet.analysis.serving.ServingFinding;
import java.util.Locale;

/**
 * A serving plan as the Serving page and the catalog's Serve panels show it: the statement to copy with its secrets
 * only named, the reader's metadata cache, and each table's freshness and findings, explained. Ids start with the
 * prefix it is given ({@code <prefix>-statement}, {@code <prefix>-notes}, {@code <prefix>-cache}).
 */
public class ServingPlanView extends Div {

    private final String prefix;

    public ServingPlanView(String prefix) {
        this.prefix = prefix;
        setId(prefix + "-plan");
    }

    /** Shows this plan in place of the one shown before. */
    public void show(ServingPlan plan) {
        removeAll();
        add(statement(plan.statement()));
        if (plan.query() != null) {
            add(new Paragraph("Then, for example: " + plan.query()));
        }
        Paragraph cache = new Paragraph("Freshness a reader sees: each table's own (below), plus "
                + plan.cache().words());
        cache.setId(prefix + "-cache");
        add(cache);
        plan.tables().forEach(t -> add(findings(t)));
    }

    private Component statement(CatalogStatement statement) {
        Div box = new Div(new H3(switch (statement.form()) {
            case SQL -> "Run on " + statement.engine().displayName();
            case PROPERTIES_FILE -> "Add this catalog file to " + statement.engine().displayName();
            case SPARK_CONF -> "Add to " + statement.engine().displayName() + "'s configuration";
        }));
        Pre text = new Pre(statement.text());
        text.setId(prefix + "-statement");
        box.add(text);
        UnorderedList notes = new UnorderedList();
        notes.setId(prefix + "-notes");
        statement.placeholders().forEach(p -> notes.add(new ListItem(p.token() + ": " + p.meaning()
                + ", from the sealed secret " + p.secretName() + ".")));
        statement.notes().forEach(n -> notes.add(new ListItem(n)));
        box.add(notes, new Paragraph("Property names from " + statement.engine().docs() + "."));
        return box;
    }

    private static Component findings(TableFindings table) {
        Div box = new Div(new H3(table.database() + "." + table.table()
                + (table.readable() ? "" : ": cannot be read as it is")));
        box.addClassName("serving-table-findings");
        box.getElement().setAttribute("data-table", table.table());
        Span freshness = new Span(table.freshness() == null
                ? "Not a materialized table: as fresh as whatever writes it."
                : "Flink keeps it within " + table.freshness() + "; a reader sees it that fresh plus the cache above.");
        freshness.addClassName("serving-freshness");
        box.add(freshness);
        UnorderedList list = new UnorderedList();
        for (ServingFinding f : table.findings()) {
            ListItem item = new ListItem(f.level().name().toLowerCase(Locale.ROOT).replace('_', ' ') + ": "
                    + f.message());
            item.addClassName("serving-finding");
            item.getElement().setAttribute("data-level", f.level().name());
            item.getElement().setAttribute("data-topic", f.topic().name());
            list.add(item);
        }
        if (table.findings().isEmpty()) {
            list.add(new ListItem("Nothing stands in the way."));
        }
        box.add(list);
        return box;
    }
}

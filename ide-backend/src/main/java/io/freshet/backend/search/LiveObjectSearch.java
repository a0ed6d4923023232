package io.freshet.backend.search;

import io.freshet.analysis.catalog.ColumnInfo;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.backend.warehouse.LiveCatalog;
import io.freshet.ui.projects.ProjectInfo;
import io.freshet.ui.projects.ProjectService;
import io.freshet.ui.projects.ScriptEntry;
import io.freshet.ui.search.ObjectSearch;
import io.freshet.ui.search.SearchHit;
import io.freshet.ui.security.Roles;
import jakarta.annotation.security.RolesAllowed;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.springframework.stereotype.Service;

/**
 * The object search over what the IDE already holds: the warehouse's last read (tables and their columns, no call
 * to the gateway) and the projects' scripts, which every role may read.
 */
@Service
public class LiveObjectSearch implements ObjectSearch {

    private final LiveCatalog catalog;
    private final ProjectService projects;

    public LiveObjectSearch(LiveCatalog catalog, ProjectService projects) {
        this.catalog = catalog;
        this.projects = projects;
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public List<SearchHit> search(String text, int limit) {
        String wanted = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        if (wanted.isEmpty() || limit <= 0) {
            return List.of();
        }
        List<Ranked> found = new ArrayList<>();
        for (TableInfo table : catalog.current().tables().toList()) {
            String name = table.id().toString();
            String route = "catalog/" + name;
            rank(wanted, table.id().table(), name).ifPresent(r -> found.add(new Ranked(r,
                    new SearchHit(SearchHit.Kind.TABLE, name, table.kind().name().toLowerCase(Locale.ROOT)
                            .replace('_', ' '), route))));
            for (ColumnInfo column : table.columns()) {
                rank(wanted, column.name(), column.name()).ifPresent(r -> found.add(new Ranked(r,
                        new SearchHit(SearchHit.Kind.COLUMN, column.name(), name + " · " + column.type(), route))));
            }
        }
        for (ProjectInfo project : projects.projects()) {
            for (ScriptEntry script : projects.contents(project.id()).scripts()) {
                String file = script.path().substring(script.path().lastIndexOf('/') + 1);
                rank(wanted, file, script.path()).ifPresent(r -> found.add(new Ranked(r,
                        new SearchHit(SearchHit.Kind.SCRIPT, script.path(), project.name(), "editor/" + script.id()))));
            }
        }
        return found.stream()
                .sorted(Comparator.comparing((Ranked r) -> r.hit().kind()).thenComparingInt(Ranked::rank)
                        .thenComparing(r -> r.hit().name()))
                .limit(limit).map(Ranked::hit).toList();
    }

    /** 0: the short name starts with the text; 1: the whole name contains it; none: no match. */
    private static Optional<Integer> rank(String wanted, String shortName, String wholeName) {
        if (shortName.toLowerCase(Locale.ROOT).startsWith(wanted)) {
            return Optional.of(0);
        }
        return wholeName.toLowerCase(Locale.ROOT).contains(wanted) ? Optional.of(1) : Optional.empty();
    }

    private record Ranked(int rank, SearchHit hit) {
    }
}

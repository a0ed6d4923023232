package io.freshet.ui.editor;

import static io.freshet.ui.testing.Components.byId;
import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.ItemClickEvent;
import com.vaadin.flow.data.provider.DataProvider;
import com.vaadin.flow.data.provider.Query;
import io.freshet.analysis.script.TextRange;
import io.freshet.ui.testing.UiExtension;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The problems list: shows the latest diagnostics, keeps row keys stable across analyses, reports a click. */
class ProblemsPanelTest {

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    private static final EditorDiagnostic MISSING = new EditorDiagnostic(EditorDiagnostic.Severity.ERROR,
            "Object 'nosuch' not found", new TextRange(2, 15, 2, 20), "validation", null);
    private static final EditorDiagnostic POLICY = new EditorDiagnostic(EditorDiagnostic.Severity.WARNING,
            "DROP needs ADMIN", new TextRange(5, 1, 5, 4), "policy", "rule drop-admin-only");

    private final ProblemsPanel panel = new ProblemsPanel();

    @Test
    void showsTheDiagnosticsOfTheLatestAnalysis() {
        panel.setDiagnostics(List.of(MISSING, POLICY));
        assertThat(rows()).containsExactly(MISSING, POLICY);

        panel.setDiagnostics(List.of(POLICY));
        assertThat(rows()).containsExactly(POLICY);

        panel.setDiagnostics(List.of());
        assertThat(rows()).isEmpty();
    }

    @Test
    @SuppressWarnings("unchecked")
    void theSameFindingKeepsItsRowKeyWhenANewerAnalysisReportsItAgain() {
        Grid<EditorDiagnostic> grid = byId(panel, "problems", Grid.class);
        DataProvider<EditorDiagnostic, ?> provider = grid.getDataProvider();
        EditorDiagnostic again = new EditorDiagnostic(EditorDiagnostic.Severity.ERROR, "Object 'nosuch' not found",
                new TextRange(2, 15, 2, 25), "validation", "a longer extent this time");

        assertThat(provider.getId(again)).isEqualTo(provider.getId(MISSING));
        assertThat(provider.getId(POLICY)).isNotEqualTo(provider.getId(MISSING));
    }

    @Test
    @SuppressWarnings("unchecked")
    void aClickedRowIsHandedToTheListener() {
        List<EditorDiagnostic> selected = new ArrayList<>();
        panel.onSelect(selected::add);
        panel.setDiagnostics(List.of(MISSING, POLICY));
        Grid<EditorDiagnostic> grid = byId(panel, "problems", Grid.class);

        String key = grid.getDataCommunicator().getKeyMapper().key(POLICY);
        com.vaadin.flow.component.ComponentUtil.fireEvent(grid,
                new ItemClickEvent<>(grid, true, key, null, -1, -1, -1, -1, 1, 0, false, false, false, false));

        assertThat(selected).containsExactly(POLICY);
    }

    @SuppressWarnings("unchecked")
    private List<EditorDiagnostic> rows() {
        Grid<EditorDiagnostic> grid = byId(panel, "problems", Grid.class);
        return ((DataProvider<EditorDiagnostic, Object>) grid.getDataProvider()).fetch(new Query<>()).toList();
    }
}

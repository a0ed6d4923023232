package io.freshet.backend.editor;

import io.freshet.ui.editor.EditorTabsService;
import io.freshet.ui.editor.OpenTabs;
import io.freshet.ui.security.CurrentUserService;
import io.freshet.ui.security.Roles;
import jakarta.annotation.security.RolesAllowed;
import java.util.ArrayList;
import java.util.List;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

/** Open editor tabs per user in the database (table {@code editor_tab}). */
@Service
public class JdbcEditorTabsService implements EditorTabsService {

    /** More tabs than anyone can use: a bound on what one user can make the server store. */
    static final int MAX_TABS = 50;

    private final JdbcTemplate jdbc;
    private final TransactionTemplate tx;
    private final CurrentUserService user;

    public JdbcEditorTabsService(JdbcTemplate jdbc, TransactionTemplate tx, CurrentUserService user) {
        this.jdbc = jdbc;
        this.tx = tx;
        this.user = user;
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public OpenTabs load() {
        List<Long> ids = new ArrayList<>();
        List<Long> active = new ArrayList<>();
        jdbc.query("SELECT script_id, active FROM editor_tab WHERE username = ? ORDER BY position", rs -> {
            ids.add(rs.getLong(1));
            if (rs.getBoolean(2)) {
                active.add(rs.getLong(1));
            }
        }, user.userName());
        return new OpenTabs(ids, active.isEmpty() ? null : active.get(0));
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public void store(OpenTabs tabs) {
        String name = user.userName();
        List<Long> ids = tabs.scriptIds().stream().distinct().limit(MAX_TABS).toList();
        tx.executeWithoutResult(status -> {
            jdbc.update("DELETE FROM editor_tab WHERE username = ?", name);
            for (int i = 0; i < ids.size(); i++) {
                // a script deleted meanwhile has no row to reference: skip it rather than fail the whole list
                jdbc.update("INSERT INTO editor_tab (username, script_id, position, active)"
                        + " SELECT ?, id, ?, ? FROM script WHERE id = ?", name, i,
                        ids.get(i).equals(tabs.activeScriptId()), ids.get(i));
            }
        });
    }
}

package io.freshet.ui.settings;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.component.textfield.TextArea;
import io.freshet.ui.common.ServiceException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The Settings page's policy section against a fake service, without a browser. */
class PolicyEditorTest {

    private final FakePolicies policies = new FakePolicies();

    @Test
    void showsThePolicyInForceAndWhereItComesFrom() {
        PolicyEditor editor = new PolicyEditor(policies);
        assertThat(find(editor, TextArea.class, "policy-json").getValue()).isEqualTo("{\"roles\":{}}");
        assertThat(find(editor, Span.class, "policy-origin").getText()).contains("built-in defaults");
    }

    @Test
    void aRefusedSaveKeepsTheTextAndSaysWhy() {
        PolicyEditor editor = new PolicyEditor(policies);
        TextArea json = find(editor, TextArea.class, "policy-json");
        json.setValue("{ broken");
        find(editor, Button.class, "policy-save").click();
        assertThat(json.getValue()).isEqualTo("{ broken");
        assertThat(find(editor, Paragraph.class, "policy-message").getText()).contains("line 1");
        assertThat(policies.saved).isEmpty();
    }

    @Test
    void aSaveShowsWhoSavedItAndTryingAStatementUsesTheUnsavedText() {
        PolicyEditor editor = new PolicyEditor(policies);
        TextArea json = find(editor, TextArea.class, "policy-json");
        json.setValue("{\"roles\":{\"DEVELOPER\":{}}}");
        find(editor, TextArea.class, "policy-try-sql").setValue("ADD JAR '/tmp/x.jar'");
        find(editor, Button.class, "policy-try-check").click();
        assertThat(policies.triedWith).isEqualTo("{\"roles\":{\"DEVELOPER\":{}}}");
        assertThat(find(editor, UnorderedList.class, "policy-try-findings").getElement().getTextRecursively())
                .contains("1:1 JAR - ADD JAR is not allowed");

        find(editor, Button.class, "policy-save").click();
        assertThat(policies.saved).containsExactly("{\"roles\":{\"DEVELOPER\":{}}}");
        assertThat(find(editor, Span.class, "policy-origin").getText()).contains("Saved by ada");
    }

    @Test
    void resetBringsBackTheDefaultsAndSaysSo() {
        policies.saved.add("{\"roles\":{\"VIEWER\":{}}}");
        PolicyEditor editor = new PolicyEditor(policies);
        assertThat(find(editor, Span.class, "policy-origin").getText()).contains("Saved by ada");
        editor.reset();
        assertThat(find(editor, TextArea.class, "policy-json").getValue()).isEqualTo("{\"roles\":{}}");
        assertThat(find(editor, Span.class, "policy-origin").getText()).contains("built-in defaults");
        assertThat(find(editor, Paragraph.class, "policy-message").getText()).contains("defaults apply again");
    }

    @Test
    void tryingAnUnreadablePolicyShowsTheReasonAmongTheFindingsAndKeepsTheText() {
        PolicyEditor editor = new PolicyEditor(policies);
        TextArea json = find(editor, TextArea.class, "policy-json");
        json.setValue("{ broken");
        find(editor, TextArea.class, "policy-try-sql").setValue("SELECT 1");
        find(editor, Button.class, "policy-try-check").click();
        assertThat(find(editor, UnorderedList.class, "policy-try-findings").getElement().getTextRecursively())
                .isEqualTo("The policy above cannot be tried: not JSON");
        assertThat(json.getValue()).isEqualTo("{ broken");
        assertThat(policies.saved).isEmpty();
    }

    private static <T extends Component> T find(Component root, Class<T> type, String id) {
        return descendants(root).filter(type::isInstance).map(type::cast)
                .filter(c -> c.getId().equals(Optional.of(id))).findFirst()
                .orElseThrow(() -> new AssertionError("no " + type.getSimpleName() + " #" + id));
    }

    private static Stream<Component> descendants(Component root) {
        return Stream.concat(Stream.of(root), root.getChildren().flatMap(PolicyEditorTest::descendants));
    }

    /** Accepts JSON that starts with a brace and closes; remembers what was saved and tried. */
    private static final class FakePolicies implements StatementPolicyService {
        private final List<String> saved = new ArrayList<>();
        private String triedWith;

        @Override
        public PolicyDocument current() {
            return saved.isEmpty() ? new PolicyDocument("{\"roles\":{}}", true, null, null)
                    : new PolicyDocument(saved.get(saved.size() - 1), false, "ada", Instant.parse("2026-12-04T10:00:00Z"));
        }

        @Override
        public PolicyDocument save(String json) {
            if (!json.strip().endsWith("}")) {
                throw new ServiceException("The policy was not saved: not JSON at line 1, column 10");
            }
            saved.add(json);
            return current();
        }

        @Override
        public PolicyDocument resetToDefaults() {
            saved.clear();
            return current();
        }

        @Override
        public List<PolicyFinding> tryStatement(String sql, String role, String policyJson) {
            if (!policyJson.strip().endsWith("}")) {
                throw new ServiceException("The policy above cannot be tried: not JSON");
            }
            triedWith = policyJson;
            return List.of(new PolicyFinding(1, 1, "JAR", "ADD JAR is not allowed for " + role));
        }
    }
}

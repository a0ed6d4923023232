package io.freshet.ui.settings;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.component.tabs.Tab;
import com.vaadin.flow.component.tabs.Tabs;
import com.vaadin.flow.component.textfield.TextArea;
import io.freshet.ui.common.ServiceException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
        select(editor, "policy-tab-json");
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
        select(editor, "policy-tab-json");
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
        select(editor, "policy-tab-json");
        TextArea json = find(editor, TextArea.class, "policy-json");
        json.setValue("{ broken");
        find(editor, TextArea.class, "policy-try-sql").setValue("SELECT 1");
        find(editor, Button.class, "policy-try-check").click();
        assertThat(find(editor, UnorderedList.class, "policy-try-findings").getElement().getTextRecursively())
                .isEqualTo("The policy above cannot be tried: not JSON");
        assertThat(json.getValue()).isEqualTo("{ broken");
        assertThat(policies.saved).isEmpty();
    }

    @Test
    void theFormShowsEachRolesRulesWithItsStatementKindsAsCheckboxes() {
        PolicyEditor editor = new PolicyEditor(policies);
        assertThat(find(editor, Checkbox.class, "policy-form-DEVELOPER-kind-DROP_VIEW").getValue()).isTrue();
        assertThat(find(editor, Checkbox.class, "policy-form-VIEWER-kind-DROP_VIEW").getValue()).isFalse();
        assertThat(find(editor, Checkbox.class, "policy-form-VIEWER-readOnly").getValue()).isTrue();
        // the kinds a read-only role has ticked do not run: the form says so beside them
        assertThat(find(editor, Span.class, "policy-form-VIEWER-read-only-wins").isVisible()).isTrue();
        assertThat(find(editor, Span.class, "policy-form-DEVELOPER-read-only-wins").isVisible()).isFalse();
        assertThat(find(editor, Checkbox.class, "policy-form-DEVELOPER-kind-QUERY").getLabel()).isEqualTo("QUERY");
        assertThat(find(editor, TextArea.class, "policy-form-DEVELOPER-pathRoots").getValue()).isEqualTo("/data/a");
        assertThat(find(editor, TextArea.class, "policy-form-DEVELOPER-formatOptions").getValue())
                .isEqualTo("json.fail = scalar");
        assertThat(find(editor, TextArea.class, "policy-form-DEVELOPER-connectorOptions").getValue())
                .isEqualTo("kafka: topic = scalar");
        // only ADMIN can be unrestricted: the form offers the switch to ADMIN alone
        assertThat(find(editor, Checkbox.class, "policy-form-VIEWER-unrestricted").isVisible()).isFalse();
        assertThat(find(editor, Checkbox.class, "policy-form-ADMIN-unrestricted").isVisible()).isTrue();
    }

    @Test
    void untickingAKindAndSavingSavesTheTextTheFormBecomesAndTheFormShowsTheSavedPolicy() {
        PolicyEditor editor = new PolicyEditor(policies);
        find(editor, Checkbox.class, "policy-form-DEVELOPER-kind-DROP_VIEW").setValue(false);
        find(editor, TextArea.class, "policy-form-DEVELOPER-pathRoots").setValue("/data/a\n\n  /data/b ");
        find(editor, Button.class, "policy-save").click();

        RoleRules sent = policies.converted.role("DEVELOPER");
        assertThat(sent.statements()).containsExactly("QUERY");
        assertThat(sent.pathRoots()).containsExactly("/data/a", "/data/b");
        assertThat(sent.connectorOptions()).isEqualTo(Map.of("kafka", Map.of("topic", "scalar")));
        assertThat(policies.converted.role("VIEWER")).isEqualTo(FakePolicies.rules("VIEWER", true, List.of("QUERY")));
        assertThat(policies.saved).singleElement().asString().startsWith("{form ");
        assertThat(find(editor, Paragraph.class, "policy-message").getText()).startsWith("Saved.");
        assertThat(find(editor, Checkbox.class, "policy-form-DEVELOPER-kind-DROP_VIEW").getValue()).isFalse();
    }

    @Test
    void aChangeInTheFormShowsInTheJsonAndAChangeInTheJsonShowsInTheForm() {
        PolicyEditor editor = new PolicyEditor(policies);
        TextArea json = find(editor, TextArea.class, "policy-json");
        find(editor, Checkbox.class, "policy-form-DEVELOPER-kind-DROP_VIEW").setValue(false);
        select(editor, "policy-tab-json");
        assertThat(json.getValue()).isEqualTo(policies.textOf(policies.converted));
        assertThat(json.getStyle().get("display")).isNull();
        assertThat(find(editor, PolicyRulesForm.class, "policy-form").getStyle().get("display")).isEqualTo("none");

        json.setValue(FakePolicies.DEFAULTS);
        select(editor, "policy-tab-form");
        assertThat(find(editor, Checkbox.class, "policy-form-DEVELOPER-kind-DROP_VIEW").getValue()).isTrue();
        assertThat(json.getStyle().get("display")).isEqualTo("none");
    }

    @Test
    void onTheFormTabTryingAStatementUsesTheUnsavedForm() {
        PolicyEditor editor = new PolicyEditor(policies);
        find(editor, Checkbox.class, "policy-form-DEVELOPER-kind-DROP_VIEW").setValue(false);
        find(editor, TextArea.class, "policy-try-sql").setValue("DROP VIEW v");
        find(editor, Button.class, "policy-try-check").click();
        assertThat(policies.converted.role("DEVELOPER").statements()).containsExactly("QUERY");
        assertThat(policies.triedWith).isEqualTo(policies.textOf(policies.converted));
        assertThat(policies.saved).isEmpty();

        find(editor, TextArea.class, "policy-form-DEVELOPER-formatOptions").setValue("json.fail scalar");
        find(editor, Button.class, "policy-try-check").click();
        assertThat(find(editor, UnorderedList.class, "policy-try-findings").getElement().getTextRecursively())
                .startsWith("DEVELOPER · Format options").contains("Line 1: write key = rule");
    }

    @Test
    void aJsonTextThatIsNoPolicyKeepsItsTabAndSaysWhere() {
        PolicyEditor editor = new PolicyEditor(policies);
        select(editor, "policy-tab-json");
        find(editor, TextArea.class, "policy-json").setValue("{ broken");
        select(editor, "policy-tab-form");
        assertThat(find(editor, Tab.class, "policy-tab-json").isSelected()).isTrue();
        assertThat(find(editor, Paragraph.class, "policy-message").getText()).contains("line 1, column 3");
        assertThat(find(editor, TextArea.class, "policy-json").getValue()).isEqualTo("{ broken");
    }

    @Test
    void aRefusedFormMarksTheFieldAtTheLineTheProblemNames() {
        PolicyEditor editor = new PolicyEditor(policies);
        find(editor, TextArea.class, "policy-form-DEVELOPER-pathRoots").setValue("/data/a\nrelative");
        find(editor, Button.class, "policy-save").click();
        TextArea roots = find(editor, TextArea.class, "policy-form-DEVELOPER-pathRoots");
        assertThat(roots.isInvalid()).isTrue();
        assertThat(roots.getErrorMessage()).isEqualTo("Line 2: 'relative' is not an absolute path or URI");
        assertThat(find(editor, Paragraph.class, "policy-message").getText()).startsWith("The policy was not saved: "
                + "DEVELOPER · Storage roots").contains("line 2: 'relative'");
        assertThat(policies.saved).isEmpty();

        // a line the form itself cannot read is marked without asking the service
        find(editor, TextArea.class, "policy-form-ADMIN-tableOptions").setValue("bucket = scalar\nbucket scalar");
        int conversions = policies.conversions;
        find(editor, Button.class, "policy-save").click();
        TextArea table = find(editor, TextArea.class, "policy-form-ADMIN-tableOptions");
        assertThat(table.isInvalid()).isTrue();
        assertThat(table.getErrorMessage()).isEqualTo("Line 2: write key = rule, e.g. bucket = scalar");
        assertThat(find(editor, PolicyRulesForm.class, "policy-form").role("ADMIN").isVisible()).isTrue();
        assertThat(find(editor, PolicyRulesForm.class, "policy-form").role("DEVELOPER").isVisible()).isFalse();
        assertThat(policies.conversions).isEqualTo(conversions);
        assertThat(policies.saved).isEmpty();
    }

    private static void select(PolicyEditor editor, String tabId) {
        Tab tab = find(editor, Tab.class, tabId);
        ((Tabs) tab.getParent().orElseThrow()).setSelectedTab(tab);
    }

    private static <T extends Component> T find(Component root, Class<T> type, String id) {
        return descendants(root).filter(type::isInstance).map(type::cast)
                .filter(c -> c.getId().equals(Optional.of(id))).findFirst()
                .orElseThrow(() -> new AssertionError("no " + type.getSimpleName() + " #" + id));
    }

    private static Stream<Component> descendants(Component root) {
        return Stream.concat(Stream.of(root), root.getChildren().flatMap(PolicyEditorTest::descendants));
    }

    /**
     * Accepts JSON that starts with a brace and closes; remembers what was saved and tried. Its "JSON" for a form is
     * a made-up text it maps back; the defaults text maps to a fixed form.
     */
    private static final class FakePolicies implements StatementPolicyService {
        static final String DEFAULTS = "{\"roles\":{}}";
        private static final List<String> KINDS = List.of("DROP_VIEW", "QUERY");
        private final List<String> saved = new ArrayList<>();
        private final Map<String, PolicyForm> texts = new HashMap<>();
        private String triedWith;
        private PolicyForm converted;
        private int conversions;

        static RoleRules rules(String role, boolean readOnly, List<String> kinds) {
            return new RoleRules(role, false, readOnly, kinds, false, false, false, List.of("kafka"),
                    List.of("/data/a"), List.of(), List.of("table.*"), List.of(), List.of(),
                    Map.of("json.fail", "scalar"), Map.of("bucket", "scalar"),
                    Map.of("kafka", Map.of("topic", "scalar")));
        }

        FakePolicies() {
            texts.put(DEFAULTS, new PolicyForm(List.of(rules("VIEWER", true, List.of("QUERY")),
                    rules("DEVELOPER", false, KINDS), rules("ADMIN", false, KINDS)), KINDS));
        }

        String textOf(PolicyForm form) {
            return texts.entrySet().stream().filter(e -> e.getValue().equals(form)).map(Map.Entry::getKey)
                    .findFirst().orElseThrow();
        }

        @Override
        public PolicyDocument current() {
            return saved.isEmpty() ? new PolicyDocument(DEFAULTS, true, null, null)
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
        public PolicyForm toForm(String json) {
            if (!json.strip().endsWith("}")) {
                throw new ServiceException("The JSON cannot be shown as a form: not valid JSON (line 1, column 3)");
            }
            return texts.getOrDefault(json, texts.get(DEFAULTS));
        }

        @Override
        public String toJson(PolicyForm form) {
            conversions++;
            converted = form;
            List<String> roots = form.role("DEVELOPER").pathRoots();
            if (roots.contains("relative")) {
                throw new PolicyFormException(new PolicyProblem("DEVELOPER", "pathRoots", roots.indexOf("relative"),
                        null, "'relative' is not an absolute path or URI"), "not a path", null);
            }
            String text = "{form " + texts.size() + "}";
            texts.put(text, form);
            return text;
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

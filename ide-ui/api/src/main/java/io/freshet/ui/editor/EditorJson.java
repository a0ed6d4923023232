package io.freshet.ui.editor;

import io.freshet.analysis.script.SourceText;
import java.util.List;
import java.util.Locale;

/** The small JSON documents the browser editor reads: diagnostics with offsets, completion results. */
final class EditorJson {

    private EditorJson() {
    }

    static String diagnostics(List<EditorDiagnostic> diagnostics, SourceText text) {
        StringBuilder json = new StringBuilder("[");
        for (EditorDiagnostic d : diagnostics) {
            int from = text.startOffset(d.range());
            int to = text.endOffset(d.range());
            if (json.length() > 1) {
                json.append(',');
            }
            json.append("{\"from\":").append(from).append(",\"to\":").append(to)
                    .append(",\"severity\":").append(string(d.severity().name().toLowerCase(Locale.ROOT)))
                    .append(",\"source\":").append(string(d.source()))
                    .append(",\"message\":").append(string(d.message())).append('}');
        }
        return json.append(']').toString();
    }

    static String completions(List<CompletionProposal> proposals, int cursor) {
        int from = proposals.stream().mapToInt(CompletionProposal::replaceFrom).min().orElse(cursor);
        StringBuilder json = new StringBuilder("{\"from\":").append(from).append(",\"options\":[");
        for (int i = 0; i < proposals.size(); i++) {
            CompletionProposal p = proposals.get(i);
            if (i > 0) {
                json.append(',');
            }
            json.append("{\"label\":").append(string(p.label())).append(",\"kind\":").append(string(p.kind()))
                    .append(",\"detail\":").append(string(p.detail())).append('}');
        }
        return json.append("]}").toString();
    }

    static String string(String value) {
        if (value == null) {
            return "null";
        }
        StringBuilder out = new StringBuilder(value.length() + 2).append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"').toString();
    }
}

package io.freshet.analysis;

import io.freshet.analysis.parse.ParsedStatement;
import io.freshet.analysis.parse.StatementEffect;
import io.freshet.analysis.script.SqlLexer;
import io.freshet.analysis.script.SqlToken;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The statements a planner session must run for the one at a cursor to be judged as in the whole script: that
 * statement, and before it every statement that may leave something it reads. A statement that changes settings,
 * the current catalog or database, catalogs or functions is always taken; one that creates, changes or drops a
 * named table, view or database only when its name is among the names written in a statement taken after it;
 * one that only reads is never taken. Names are compared by their last part, in any case: a statement taken
 * without need costs time, a statement left out by mistake would cost a wrong finding.
 */
final class CursorStatements {

    private CursorStatements() {
    }

    /** The index of the statement at a 0-based offset: the one containing it, else the last before it; -1 if none. */
    static int indexAt(List<ParsedStatement> statements, int offset) {
        int found = statements.isEmpty() ? -1 : 0;
        for (int i = 0; i < statements.size(); i++) {
            if (statements.get(i).statement().startOffset() <= offset) {
                found = i;
            }
        }
        return found;
    }

    /** The statement at {@code index} and those before it it may depend on, in script order. */
    static List<ParsedStatement> upTo(List<ParsedStatement> statements, int index) {
        if (index < 0) {
            return List.of();
        }
        Deque<ParsedStatement> taken = new ArrayDeque<>();
        ParsedStatement target = statements.get(index);
        taken.addFirst(target);
        Set<String> wanted = new HashSet<>(namesIn(target));
        for (int i = index - 1; i >= 0; i--) {
            ParsedStatement earlier = statements.get(i);
            StatementEffect effect = StatementEffect.of(earlier);
            boolean needed = switch (effect.scope()) {
                case SESSION -> true;
                case NAMED -> !Collections.disjoint(effect.names(), wanted);
                case NONE -> false;
            };
            if (needed) {
                taken.addFirst(earlier);
                wanted.addAll(namesIn(earlier));
            }
        }
        return List.copyOf(taken);
    }

    /**
     * Every name and word a statement writes, lower case: keywords too, and the words inside its literals and hints
     * (a procedure's table argument): a few more statements taken, never one fewer.
     */
    private static Set<String> namesIn(ParsedStatement statement) {
        Set<String> names = new HashSet<>();
        collect(statement.statement().text(), names);
        return names;
    }

    private static void collect(String text, Set<String> names) {
        for (SqlToken token : SqlLexer.tokens(text)) {
            String inner = token.text();
            switch (token.kind()) {
                case WORD, QUOTED_NAME -> names.add(token.name().toLowerCase(Locale.ROOT));
                // always shorter than the token: the recursion ends
                case STRING -> collect(inner.substring(1, token.closed() ? inner.length() - 1 : inner.length()), names);
                case HINT -> collect(inner.substring(3, token.closed() ? inner.length() - 2 : inner.length()), names);
                default -> { }
            }
        }
    }
}

package io.freshet.analysis.policy;

import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A filesystem location normalised for comparison: lower-case scheme ({@code file} when there is none),
 * authority ({@code localhost} counts as none for {@code file}) and path segments with {@code .} and
 * {@code ..} resolved. {@code file:/x}, {@code file:///x}, {@code file://localhost/x} and {@code /x} are
 * the same location.
 */
record StoragePath(String scheme, String authority, List<String> segments) {

    private static final Pattern SCHEME = Pattern.compile("([A-Za-z][A-Za-z0-9+.-]*):(.*)", Pattern.DOTALL);
    private static final int MAX_DECODING_ROUNDS = 4;

    StoragePath {
        segments = List.copyOf(segments);
    }

    /** A parse outcome: exactly one of {@code path} and {@code problem} is set; {@code relative} says which problem. */
    record Parsed(StoragePath path, String problem, boolean relative) {

        static Parsed problem(String problem) {
            return new Parsed(null, problem, false);
        }
    }

    /** Parses one location as written (no percent-decoding). */
    static Parsed parse(String text) {
        String t = text == null ? "" : text.trim();
        if (t.isEmpty()) {
            return Parsed.problem("is empty");
        }
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            if (c < 0x20 || c == 0x7f || c == '\\') {
                return Parsed.problem("contains a backslash or a control character");
            }
        }
        String scheme = "file";
        String authority = "";
        String path;
        Matcher m = SCHEME.matcher(t);
        if (m.matches() && m.group(1).length() > 1) {
            scheme = m.group(1).toLowerCase(Locale.ROOT);
            String rest = m.group(2);
            if (rest.startsWith("//")) {
                int slash = rest.indexOf('/', 2);
                authority = slash < 0 ? rest.substring(2) : rest.substring(2, slash);
                path = slash < 0 ? "/" : rest.substring(slash);
            } else {
                path = rest;
            }
        } else if (m.matches()) {
            return Parsed.problem("starts with a drive letter");
        } else if (t.startsWith("//")) {
            return Parsed.problem("names a host without a scheme");
        } else {
            path = t;
        }
        if (!path.startsWith("/")) {
            return new Parsed(null, "is relative (the gateway's working directory is unknown)", true);
        }
        authority = authority.toLowerCase(Locale.ROOT);
        if (scheme.equals("file") && authority.equals("localhost")) {
            authority = "";
        }
        List<String> segments = new ArrayList<>();
        for (String segment : path.split("/")) {
            if (segment.isEmpty() || segment.equals(".")) {
                continue;
            }
            if (segment.equals("..")) {
                if (segments.isEmpty()) {
                    return Parsed.problem("climbs above the file system root");
                }
                segments.remove(segments.size() - 1);
            } else {
                segments.add(segment);
            }
        }
        return new Parsed(new StoragePath(scheme, authority, segments), null, false);
    }

    /**
     * The readings a consumer might give a location: as written and, when it holds percent escapes,
     * fully percent-decoded (some file systems decode, some do not). Every reading must be allowed.
     */
    static List<Parsed> readings(String text) {
        List<Parsed> out = new ArrayList<>();
        out.add(parse(text));
        String decoded = text;
        for (int round = 0; round < MAX_DECODING_ROUNDS; round++) {
            String next = percentDecode(decoded);
            if (next.equals(decoded)) {
                break;
            }
            decoded = next;
            out.add(parse(decoded));
        }
        if (!percentDecode(decoded).equals(decoded)) {
            out.add(Parsed.problem("holds percent escapes nested too deeply"));
        }
        return out;
    }

    /** The root a warehouse URI names (its decoded path). */
    static Parsed of(URI uri) {
        if (uri.getScheme() == null) {
            return parse(uri.getPath());
        }
        String authority = uri.getAuthority() == null ? "" : "//" + uri.getAuthority();
        String path = uri.getPath() == null || uri.getPath().isEmpty() ? "/" : uri.getPath();
        return parse(uri.getScheme() + ":" + authority + path);
    }

    /** True when this location is the root or lies below it (whole segments: /a/bc is not below /a/b). */
    boolean isWithin(StoragePath root) {
        return scheme.equals(root.scheme) && authority.equals(root.authority)
                && segments.size() >= root.segments.size()
                && segments.subList(0, root.segments.size()).equals(root.segments);
    }

    @Override
    public String toString() {
        return scheme + "://" + authority + "/" + String.join("/", segments);
    }

    /** Decodes %XX escapes as UTF-8; a '%' not followed by two hex digits stays as it is. */
    static String percentDecode(String s) {
        if (s.indexOf('%') < 0) {
            return s;
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == '%' && i + 2 < s.length() && hex(s.charAt(i + 1)) >= 0 && hex(s.charAt(i + 2)) >= 0) {
                bytes.write(hex(s.charAt(i + 1)) * 16 + hex(s.charAt(i + 2)));
                i += 3;
                continue;
            }
            flush(bytes, out);
            out.append(c);
            i++;
        }
        flush(bytes, out);
        return out.toString();
    }

    private static void flush(ByteArrayOutputStream bytes, StringBuilder out) {
        if (bytes.size() > 0) {
            out.append(bytes.toString(StandardCharsets.UTF_8));
            bytes.reset();
        }
    }

    private static int hex(char c) {
        return Character.digit(c, 16);
    }
}

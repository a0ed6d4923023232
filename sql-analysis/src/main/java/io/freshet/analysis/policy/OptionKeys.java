package io.freshet.analysis.policy;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What an option key is about, judged from its last dotted segment: a location ('path', '*.dir',
 * 'hive-conf-dir', 'external-paths', 'ssl.truststore.location'), a class name ('*.class', 'sink.partitioner',
 * 'commit.callbacks'), a URL, or a command. The key test is on whole words so that ordinary options
 * ('file.format', 'sink.rolling-policy.file-size', 'source.path.regex-pattern') are not mistaken for paths.
 */
final class OptionKeys {

    /** Words that make the last segment a location whatever comes before them. */
    private static final Set<String> PATH_WORDS = Set.of("path", "paths", "dir", "dirs", "directory", "directories",
            "location", "locations", "warehouse", "keytab", "file", "files", "folder");
    /** Location words that can hold a flag instead ('index-file-in-data-file-dir' = 'true'). */
    private static final Set<String> FLAG_TOLERANT = Set.of("dir", "dirs", "file", "files", "folder");
    private static final Set<String> CLASS_WORDS = Set.of("class", "classes", "classname", "impl", "factory",
            "factories", "callback", "callbacks", "handler", "provider", "providers", "reporter", "reporters",
            "interceptor", "interceptors", "serializer", "deserializer", "partitioner", "driver", "loader",
            "plugin", "plugins", "assignor", "assignors");
    private static final Set<String> URL_WORDS = Set.of("url", "urls", "uri", "uris", "endpoint");
    private static final Set<String> COMMAND_WORDS = Set.of("cmd", "command", "commands", "executable");
    /** Paimon sub-directories named relative to the table's own directory. */
    private static final Set<String> TABLE_RELATIVE = Set.of("data-file.path-directory");

    private static final Pattern CAMEL = Pattern.compile("([a-z0-9])([A-Z])");
    private static final Pattern SEPARATORS = Pattern.compile("[-_]+");

    private OptionKeys() {
    }

    /** 'connector', and the legacy 'connector.type' in case a connector still reads it. */
    static boolean isConnector(String key) {
        String k = key.trim();
        return k.equalsIgnoreCase("connector") || k.equalsIgnoreCase("connector.type");
    }

    /** A key whose value is a location to check against the roots. */
    static boolean isPath(String key) {
        String[] words = words(key);
        return PATH_WORDS.contains(words[words.length - 1]) || lastSegment(key).equals("path");
    }

    /** A flag value ('true') under a location-sounding key that also names flags. */
    static boolean isFlagUnderPathKey(String key, String value) {
        String[] words = words(key);
        String v = value.trim().toLowerCase(Locale.ROOT);
        return FLAG_TOLERANT.contains(words[words.length - 1]) && (v.equals("true") || v.equals("false"));
    }

    /** A key whose value may list several locations separated by commas. */
    static boolean isPathList(String key) {
        String[] words = words(key);
        return words[words.length - 1].endsWith("s");
    }

    static boolean isTableRelative(String key) {
        return TABLE_RELATIVE.contains(key.trim().toLowerCase(Locale.ROOT));
    }

    /** A key whose value names classes to load. */
    static boolean isClass(String key) {
        String[] words = words(key);
        for (String word : words) {
            if (word.equals("class") || word.equals("classes") || word.equals("classname")) {
                return true;
            }
        }
        return CLASS_WORDS.contains(words[words.length - 1])
                || key.toLowerCase(Locale.ROOT).endsWith("partition.assignment.strategy");
    }

    /** A regular expression or pattern: its '..' is not a directory. */
    static boolean isPattern(String key) {
        for (String word : words(key)) {
            if (word.equals("pattern") || word.equals("regex")) {
                return true;
            }
        }
        return false;
    }

    static boolean isUrl(String key) {
        String[] words = words(key);
        return URL_WORDS.contains(words[words.length - 1]);
    }

    static boolean isCommand(String key) {
        String[] words = words(key);
        for (String word : words) {
            if (COMMAND_WORDS.contains(word) || word.equals("kinit")) {
                return true;
            }
        }
        return false;
    }

    /** Kafka config providers resolve ${provider:path:key} from local files and the environment. */
    static boolean isConfigProvider(String key) {
        return key.toLowerCase(Locale.ROOT).contains("config.providers");
    }

    static boolean isJaasConfig(String key) {
        return key.toLowerCase(Locale.ROOT).endsWith("jaas.config");
    }

    private static String lastSegment(String key) {
        String k = key.trim().toLowerCase(Locale.ROOT);
        return k.substring(k.lastIndexOf('.') + 1);
    }

    /** The words of the last dotted segment, split at '-' and '_' (camel case too: 'sslRootCert'). */
    static String[] words(String key) {
        String last = key.trim();
        last = last.substring(last.lastIndexOf('.') + 1);
        String split = CAMEL.matcher(last).replaceAll("$1-$2").toLowerCase(Locale.ROOT);
        String[] words = SEPARATORS.split(split);
        return words.length == 0 ? new String[] {""} : words;
    }
}

package io.freshet.analysis.cli;

import io.freshet.analysis.project.Environment;
import java.io.IOException;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The parsed command line of {@code plan}, {@code apply} and {@code pull}. The token comes from a file or the {@code FRESHET_TOKEN}
 * environment variable, never from the command line (where the process list and CI logs would show it), and goes over
 * plain http only to this machine unless {@code --allow-http} says the network is trusted.
 *
 * @param server    the Freshet server's base URL, ending with {@code /}
 * @param followUps   apply: run the offered first refreshes and backfills, as the deploy page's one-click deploy does
 * @param environment the database prefix to plan or deploy into (e.g. {@code dev_}), empty for production
 * @param ref         plan: the branch of the project's repository to plan instead of the server's copy (a pull
 *                    request's), null for the server's copy
 */
record RemoteArguments(String command, URI server, String token, String project, boolean json,
                       boolean recreateChanged, boolean followUps, Duration poll, Duration timeout,
                       String environment, String ref) {

    /** The environment variable that holds the token when no {@code --token-file} is given. */
    static final String TOKEN_ENV = "FRESHET_TOKEN";

    private static final Set<String> APPLY_ONLY = Set.of("--no-follow-ups", "--poll-interval", "--timeout");
    /** A pull brings the linked branch as it is: nothing is planned, so no plan option applies. */
    private static final Set<String> NOT_PULL = Set.of("--recreate-changed", "--environment", "--ref");

    /** Never shows the token. */
    @Override
    public String toString() {
        return "RemoteArguments[" + command + " " + project + " on " + server + "]";
    }

    static RemoteArguments parse(String[] args, Map<String, String> env) {
        String command = args[0];
        String server = null;
        Path tokenFile = null;
        String project = null;
        boolean json = false;
        boolean recreateChanged = false;
        boolean followUps = true;
        boolean allowHttp = false;
        Duration poll = Duration.ofSeconds(2);
        Duration timeout = Duration.ofMinutes(120);
        String environment = "";
        String ref = null;
        for (int i = 1; i < args.length; i++) {
            String option = args[i];
            if (APPLY_ONLY.contains(option) && !command.equals("apply")) {
                throw new RemoteFailure(option + " applies only to apply\n" + CliArguments.USAGE);
            }
            if (option.equals("--ref") && !command.equals("plan")) {
                throw new RemoteFailure("--ref applies only to plan: an apply deploys the server's copy (pull it"
                        + " first)\n" + CliArguments.USAGE);
            }
            if (NOT_PULL.contains(option) && command.equals("pull")) {
                throw new RemoteFailure(option + " does not apply to pull\n" + CliArguments.USAGE);
            }
            switch (option) {
                case "--server" -> server = value(args, ++i, option);
                case "--token-file" -> tokenFile = Path.of(value(args, ++i, option));
                case "--project" -> project = value(args, ++i, option);
                case "--json" -> json = true;
                case "--allow-http" -> allowHttp = true;
                case "--recreate-changed" -> recreateChanged = true;
                case "--environment" -> environment = environment(value(args, ++i, option));
                case "--ref" -> ref = ref(value(args, ++i, option));
                case "--no-follow-ups" -> followUps = false;
                case "--poll-interval" -> poll = Duration.ofSeconds(number(value(args, ++i, option), option, 0));
                case "--timeout" -> timeout = Duration.ofMinutes(number(value(args, ++i, option), option, 1));
                case "--token" -> throw new RemoteFailure("--token is not taken: a token on the command line shows"
                        + " in the process list and CI logs; use --token-file FILE or " + TOKEN_ENV);
                default -> throw new RemoteFailure("unknown option " + option + "\n" + CliArguments.USAGE);
            }
        }
        if (server == null) {
            throw new RemoteFailure("--server URL is needed, e.g. --server https://freshet.example.com/");
        }
        if (project == null || project.isBlank()) {
            throw new RemoteFailure("--project NAME is needed: the Freshet project to " + command);
        }
        return new RemoteArguments(command, serverUri(server, allowHttp), token(tokenFile, env), project.strip(), json,
                recreateChanged, followUps, poll, timeout, environment, ref);
    }

    /**
     * A branch name, with a leading {@code refs/heads/} taken off. Whether git takes the name is the server's to say
     * (its answer is printed like any refusal); only an empty name is refused here, since it would plan the server's copy.
     */
    private static String ref(String text) {
        String branch = text.strip();
        if (branch.startsWith("refs/heads/")) {
            branch = branch.substring("refs/heads/".length());
        }
        if (branch.isEmpty()) {
            throw new RemoteFailure("--ref takes a branch name (e.g. feature/orders), not '" + text + "'");
        }
        return branch;
    }

    /** A database prefix, checked here as the server checks it, so a wrong one is said before anything is sent. */
    private static String environment(String text) {
        String prefix = text.strip();
        Environment.problem(prefix).ifPresent(why -> {
            throw new RemoteFailure("--environment: " + why);
        });
        return prefix;
    }

    private static URI serverUri(String text, boolean allowHttp) {
        URI uri;
        try {
            uri = new URI(text.endsWith("/") ? text : text + "/");
        } catch (URISyntaxException e) {
            throw new RemoteFailure("--server is not a URL: " + text, e);
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if ((!scheme.equals("https") && !scheme.equals("http")) || uri.getHost() == null) {
            throw new RemoteFailure("--server must be an http(s) URL with a host, not " + text);
        }
        if (uri.getRawQuery() != null || uri.getRawFragment() != null) {
            throw new RemoteFailure("--server takes the server's base URL, without ? or #: " + text);
        }
        if (scheme.equals("http") && !allowHttp && !loopback(uri.getHost())) {
            throw new RemoteFailure("refusing to send the API token over plain http to " + uri.getHost()
                    + ": use https, or --allow-http on a network you trust");
        }
        return uri;
    }

    private static boolean loopback(String host) {
        if (host.equalsIgnoreCase("localhost")) {
            return true;
        }
        try {
            // a literal address is parsed, never looked up; a name other than localhost is not loopback here
            return host.matches("[0-9.]+|\\[[0-9a-fA-F:.]+]") && InetAddress.getByName(host).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }

    private static String token(Path file, Map<String, String> env) {
        String token;
        String from;
        if (file != null) {
            try {
                token = Files.readString(file, StandardCharsets.UTF_8).strip();
            } catch (IOException e) {
                throw new RemoteFailure("cannot read the token file " + file + " (" + e.getClass().getSimpleName()
                        + ")", e);
            }
            from = "the token file " + file;
        } else {
            token = env.getOrDefault(TOKEN_ENV, "").strip();
            from = TOKEN_ENV;
        }
        if (token.isEmpty()) {
            throw new RemoteFailure(file == null ? "no API token: give --token-file FILE or set " + TOKEN_ENV
                    : from + " is empty");
        }
        if (!token.startsWith("fsh_") || token.chars().anyMatch(c -> c <= ' ' || c >= 127)) {
            // said without quoting the text: it may be some other secret
            throw new RemoteFailure(from + " does not hold a Freshet API token (one line starting with fsh_)");
        }
        return token;
    }

    private static String value(String[] args, int index, String option) {
        if (index >= args.length) {
            throw new RemoteFailure(option + " needs a value\n" + CliArguments.USAGE);
        }
        return args[index];
    }

    private static long number(String text, String option, long min) {
        try {
            long n = Long.parseLong(text);
            if (n >= min) {
                return n;
            }
        } catch (NumberFormatException e) {
            // told below
        }
        throw new RemoteFailure(option + " takes a whole number of at least " + min + ", not " + text);
    }
}

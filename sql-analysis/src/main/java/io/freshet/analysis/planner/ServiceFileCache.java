package io.freshet.analysis.planner;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLConnection;
import java.net.URLStreamHandler;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The class loader the planner sessions run in: it reads each {@code META-INF/services} file from the
 * jars once. Flink looks up its table factories through {@link java.util.ServiceLoader} for every table a
 * statement resolves (a legacy-source probe, then the dynamic source), and re-reading those files from
 * every jar on the class path was about a quarter of analysing a large project. Classes still come from
 * the parent; the analysis never adds jars, so the files cannot change while it runs.
 */
final class ServiceFileCache extends ClassLoader {

    private static final String SERVICES = "META-INF/services/";

    static final ServiceFileCache INSTANCE = new ServiceFileCache(ServiceFileCache.class.getClassLoader());

    static {
        registerAsParallelCapable();
    }

    private final Map<String, List<URL>> files = new ConcurrentHashMap<>();

    private ServiceFileCache(ClassLoader parent) {
        super("freshet-analysis", parent);
    }

    @Override
    public Enumeration<URL> getResources(String name) throws IOException {
        if (!name.startsWith(SERVICES)) {
            return super.getResources(name);
        }
        List<URL> cached = files.get(name);
        if (cached == null) {
            cached = read(name);
            files.put(name, cached);
        }
        return Collections.enumeration(cached);
    }

    /** Whether the service file was read (and is served from memory from now on). */
    boolean holds(String name) {
        return files.containsKey(name);
    }

    private List<URL> read(String name) throws IOException {
        List<URL> copies = new ArrayList<>();
        for (URL url : Collections.list(getParent().getResources(name))) {
            try (InputStream in = url.openStream()) {
                copies.add(inMemory(url, in.readAllBytes()));
            }
        }
        return List.copyOf(copies);
    }

    /** A URL that names the original file but serves the bytes read once. */
    private static URL inMemory(URL original, byte[] content) throws MalformedURLException {
        return new URL(null, "freshet-cached:" + original, new URLStreamHandler() {
            @Override
            protected URLConnection openConnection(URL u) {
                return new URLConnection(u) {
                    @Override
                    public void connect() {
                        connected = true;
                    }

                    @Override
                    public InputStream getInputStream() {
                        return new ByteArrayInputStream(content);
                    }
                };
            }
        });
    }
}

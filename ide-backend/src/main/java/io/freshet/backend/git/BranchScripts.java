package io.freshet.backend.git;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * The scripts of a branch's commit in a linked repository, read from its blobs.
 *
 * @param scripts path to text, by path
 */
public record BranchScripts(String branch, String commit, Map<String, String> scripts) {

    public BranchScripts {
        scripts = Collections.unmodifiableMap(new TreeMap<>(scripts));
    }
}

/**
 * Freshet's entry point, {@code FreshetApplication}, placed above {@code io.freshet.ui} so that Spring and Vaadin find
 * the backend's beans and the views' routes. It must hold nothing else: features live in {@code io.freshet.backend.*},
 * pages in {@code io.freshet.ui.*}.
 */
package io.freshet;

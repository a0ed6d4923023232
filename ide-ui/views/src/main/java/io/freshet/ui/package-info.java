/**
 * The views' page-level settings shared by every route ({@code AppShell}: push, so analysis results and run progress
 * reach the browser when ready). Each page lives in its feature's package below; this one must hold no page or
 * component of its own.
 */
package io.freshet.ui;

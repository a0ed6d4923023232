/** API tokens for the headless REST API: the contract the Tokens page calls. */
package io.freshet.ui.tokens;

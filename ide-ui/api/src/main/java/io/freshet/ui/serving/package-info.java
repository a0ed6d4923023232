/** Serving the warehouse to OLAP engines (issue 36): the contract the Serving page calls. */
package io.freshet.ui.serving;

/** Running statements on the SQL gateway, their results and the run history: the contract the views use. */
package io.freshet.ui.run;

/**
 * Running statements on the SQL gateway, their results and the run history: the contract the views use. Contracts only
 * (interfaces and immutable records, implemented in ide-backend): it must not use Vaadin, Spring or any backend class.
 */
package io.freshet.ui.run;

/** The statement policy in the IDE: the gate every statement passes before it reaches Flink, and the policy's storage. */
package io.freshet.backend.policy;

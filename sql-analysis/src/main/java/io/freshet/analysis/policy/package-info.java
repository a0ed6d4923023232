/**
 * The statement policy (issue 20): what each role's SQL may do, checked on Flink's own AST before any statement reaches
 * the gateway. {@link io.freshet.analysis.policy.PolicyChecker} is the entry point. It must not store the policy or
 * know users (the backend does), nor send a statement anywhere.
 */
package io.freshet.analysis.policy;

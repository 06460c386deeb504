// Property tests explore new random cases on every local run; CI replays one fixed seed so a gate never turns red on
// a case nobody can reproduce. A counterexample found locally is kept as a plain regression test beside its property.
import fc from 'fast-check';

if (process.env.CI) fc.configureGlobal({ seed: 20261130 });

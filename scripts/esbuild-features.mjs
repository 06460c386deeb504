// What esbuild may leave as written when it builds for Node 20 (the packages' tsup configs and bundle.mjs share it).
//
// esbuild's tables mark `\p{…}` in a regex literal as supported by no Node version (each release ships other Unicode
// data), so for a `node20` target it rewrites every such literal into `new RegExp(source, flags)`. A literal in a
// function is then a call to the RegExp constructor at each evaluation, which parses its flags and looks its source
// up again: about five times the cost of the literal, in the redaction rules' most called tests. Node 20's V8 has
// them, and reads them the same way either way.
export const SUPPORTED = { 'regexp-unicode-property-escapes': true };

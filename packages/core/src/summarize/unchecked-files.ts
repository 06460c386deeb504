/** Files a local test or build does not check: edits to them need no passing run to be done. */

/** Prose: text no test or build reads. */
function isProse(path: string): boolean {
  return /\.(?:md|mdx|markdown|txt|rst|adoc|org)$/i.test(path) || /(?:^|\/)(?:LICENSE|NOTICE|AUTHORS|CHANGELOG|README)[^/]*$/.test(path);
}

/**
 * Files no local test or build runs: prose, and the configuration of CI and release pipelines (they run on the
 * server, on the next push or tag), so a local check proves nothing about edits to them.
 */
export function noLocalCheck(path: string): boolean {
  return isProse(path) || /(?:^|\/)(?:\.github\/workflows\/[^/]+|\.gitlab-ci\.ya?ml|\.goreleaser\.ya?ml|\.circleci\/[^/]+|azure-pipelines\.ya?ml|\.buildkite\/[^/]+)$/i.test(path);
}

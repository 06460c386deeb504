export { buildContract, assertFocusClean, type BuiltContract, type ContractRequest } from './build-contract.js';
export { renderContract, SECTIONS, NOT_CAPTURED, FIRST_SAFE_STEP, type ContractInput } from './render-contract.js';
export { probeGitState, statusSnapshot, diffSnapshot, STATUS_LIMIT, DIFF_LINE_LIMIT, type GitState, type DirtyEntry } from './git-state.js';
export { parseSections, parseRecordedState, type RecordedState } from './parse-contract.js';
export { validateContract } from './validate.js';
export { verifyContract, type Drift, type DriftKind, type VerifyOptions, type VerifyReport } from './verify.js';
export {
  writeContract,
  contractPath,
  continuationLine,
  slugify,
  fileStamp,
  saveName,
  SAVE_DIR,
  type ContractDestination,
  type WrittenContract,
} from './write-contract.js';
export { findEarlierContracts, contractsFor, sinceEarlier, type EarlierContract, type SinceEarlier } from './earlier.js';
export { parseFrontMatter, renderFrontMatter, HANDOFF_VERSION, type FrontMatter } from './front-matter.js';

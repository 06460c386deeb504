export { getTarget, TARGET_FRAMINGS } from './registry.js';
export { continuationPrompt, sourcePhrase } from './framing.js';
export { TARGET_VOCABULARY, SOURCE_TOOL_NAMES, agentDisplayName } from './vocabulary.js';

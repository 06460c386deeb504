export { assertNoSecrets, findSecrets, markerFor, receiptOf, redactForOutput, redactJson, redactText, type Finding } from './redact.js';
export { RULES, type Rule } from './rules.js';

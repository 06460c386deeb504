export { findSecrets, markerFor, receiptOf, redactForOutput, redactJson, redactLeftovers, redactText, type Finding } from './redact.js';
export { RULES, type Rule } from './rules.js';

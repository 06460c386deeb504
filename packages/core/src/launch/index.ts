export { findExecutable, runForeground, shellQuote, type LaunchOptions } from './launch.js';

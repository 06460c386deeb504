#!/usr/bin/env node
// Committed so that `npm ci` can link the workspace bin before the first build.
import '../dist/main.js';

/**
 * Rows of the rule table for secrets a service's own setting or protocol puts in a fixed place, with no name that
 * says secret before them (issue 13, attack sets 21 and 22): Neo4j's `NEO4J_AUTH=user/password`, Oracle's thin URL
 * `jdbc:oracle:thin:user/password@host`, Tor's control command `ADD_ONION ED25519-V3:<private key>`, Bundler's
 * `bundle config <gem host> user:password`, a WeCom robot's `webhook/send?key=<key>`, and a Jenkins secret as
 * credentials.xml stores it (`{AQAAABAAAAAQ…}`). Each row starts at the literal the setting is spelt with.
 */
import { looksRandom } from './entropy.js';
import { plausibleValue } from './keyword.js';
import { isPlaceholder, isReference, isUuid } from './placeholder.js';
import type { RegexRule } from './rule-types.js';

/** A password a person set: anything but a reference to where it is kept or a placeholder. */
function setPassword(s: string): boolean {
  return plausibleValue(s, 3) && !isReference(s) && !isPlaceholder(s);
}

export const SERVICE_SETTING_RULES: RegexRule[] = [
  {
    // the Docker image's `NEO4J_AUTH=neo4j/<password>` (`none` turns auth off and has no `/`)
    id: 'db-password',
    pattern: /NEO4J_AUTH(?:\\*["'])?[ \t]*[=:][ \t]*(?:\\*["'])?[A-Za-z0-9_.-]{1,64}\/([^\s"'`\\]{3,256})/gd,
    group: 1,
    check: setPassword,
  },
  {
    // Oracle's thin driver takes the user and password before the `@` of its host: `jdbc:oracle:thin:scott/<pw>@db:1521`
    id: 'db-password',
    pattern: /:thin:[A-Za-z0-9_$#.-]{1,64}\/([^\s@/"'`\\]{1,256})@/gd,
    group: 1,
    check: setPassword,
  },
  {
    // Tor's control port: `ADD_ONION ED25519-V3:<base64 private key>` (`NEW:BEST` asks Tor to make one)
    id: 'private-key',
    pattern: /ADD_ONION[ \t]+(?:ED25519-V3|RSA1024):([A-Za-z0-9+/]{40,1200}={0,2})/gd,
    group: 1,
  },
  {
    // Bundler's credentials for a private gem source: `bundle config [--local] gems.example.com user:password`
    id: 'cli-password',
    pattern: /bundle[ \t]+config[ \t]+(?:(?:--(?:local|global)|set)[ \t]+){0,2}[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+[ \t]+(?:\\*["'])?[^\s:"'`\\]{1,128}:([^\s"'`\\]{3,256})/gd,
    group: 1,
    check: setPassword,
  },
  {
    // a WeCom (企业微信) group robot: the key in its webhook URL is what posts to the group
    id: 'webhook-token',
    pattern: /webhook\/send\?key=([A-Za-z0-9-]{20,64})/gd,
    group: 1,
    check: (s) => isUuid(s) || looksRandom(s, 20),
  },
  {
    // a Jenkins secret as credentials.xml and config.xml store it: encrypted with the controller's key, read back by
    // anyone who holds that key (`<password>{AQAAABAAAAAQ…}</password>`)
    id: 'generic-secret',
    pattern: /\{AQAAAB[A-Za-z0-9+/]{40,2048}={0,2}\}/g,
    group: 0,
  },
];

/**
 * A passphrase standing alone, no noun beside it: three or four lower-case words and a two-digit number joined by `-`
 * (`marmot-lentil-sprocket-52`), a whole token. What a person or a generator makes to be typed; a name of that
 * length is a slug, a package or a host, and those hold a word of the trade (`web-server-prod-01`,
 * `eslint-plugin-react-18`), a short word (`my-app`), a longer number (`sleepy-mountain-12345`), or stand inside a
 * path, a URL, an address or a longer name. None of 94 MB of real transcripts holds one.
 */
import type { RawMatch } from './rule-types.js';
import { PROSE_WORDS } from './made-password.js';

/**
 * At the `-` before the number, its words read behind it (the regex starts with a literal, found fast; the two digits
 * that end the token are checked before the words behind are read, since dates and ids put a `-` in nearly every
 * record): no `/`, `.`, `@`, `-`, `_`, `:` or word character around the run (a JSON escape's `\n` before it is a line
 * break).
 */
const BARE = /-(?=[0-9]{2}(?![\w/@:-]|\.\w))(?<=(?:^|[^\w./@:\\-]|\\[nrt])([a-z]{4,12}(?:-[a-z]{4,12}){2,3})-)[0-9]{2}/dg;

/** Words of the trade names are made of: a host's role and place, a package's kind, a build's stage. */
const NAME_WORDS = new Set(
  ('prod production staging stage test testing debug release build deploy server servers client service worker node ' +
    'master main primary secondary replica cluster pool host proxy gateway cache redis mysql postgres mongo kafka ' +
    'queue broker east west north south central region zone edge site data backup local remote admin user users ' +
    'plugin plugins config preset loader core utils util types react angular svelte vite webpack babel eslint jest ' +
    'python node java rust golang ruby linux ubuntu debian alpine amazon google azure cloud image images ' +
    'docker container instance lambda function bucket storage volume disk network subnet vpc cert certs tls http ' +
    'https grpc rest api apis frontend backend web app apps mobile desktop runner agent job jobs task tasks step ' +
    'feature fix bug hotfix chore docs readme page pages view views model models theme style styles font fonts icon ' +
    'icons layout component components module modules package packages bundle chunk assets public static media ' +
    'file files folder path paths log logs event events metric metrics alert alerts monitor check health status ' +
    'session sessions token tokens auth login logout account accounts email template templates report reports ' +
    'order orders payment payments shop store cart product products item items search index list table schema ' +
    'migration migrations seed seeds fixture fixtures sample samples example examples demo draft final version')
    .split(' '),
);

export function scanBarePassphrases(text: string): RawMatch[] {
  const out: RawMatch[] = [];
  if (!text.includes('-')) return out;
  BARE.lastIndex = 0;
  for (let m = BARE.exec(text); m !== null; m = BARE.exec(text)) {
    const words = m[1]!.split('-');
    if (words.some((w) => NAME_WORDS.has(w) || PROSE_WORDS.has(w))) continue;
    out.push({ rule: 'generic-secret', start: m.indices![1]![0], end: BARE.lastIndex });
  }
  return out;
}

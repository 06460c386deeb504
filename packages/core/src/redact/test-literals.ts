/**
 * The string literals of the redaction tests (test code only: nothing in the library imports this module): each rule's
 * own cases, its leaks and its keeps, read off the test files' syntax trees, for tests that ask something of every case
 * the suite already holds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** Every non-empty string literal of the `*.test.ts` files beside this module, but `except`'s own. */
export function redactionTestLiterals(except: string): string[] {
  const dir = dirname(fileURLToPath(import.meta.url));
  const out: string[] = [];
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.test.ts') && n !== except)) {
    const visit = (n: ts.Node): void => {
      if ((ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) && n.text.length > 0) out.push(n.text);
      ts.forEachChild(n, visit);
    };
    visit(ts.createSourceFile(name, readFileSync(join(dir, name), 'utf8'), ts.ScriptTarget.Latest, true));
  }
  return out;
}

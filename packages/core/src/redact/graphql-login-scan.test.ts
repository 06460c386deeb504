/** The password among a GraphQL login's variables, beside the variables of other operations and the user's name. */
import { describe, it } from 'vitest';
import { expectKept, itRedacts } from './expect-redaction.js';

const LOGIN = 'mutation Login($u: String!, $p: String!) { login(u: $u, p: $p) { token } }';

describe("a GraphQL login's variables", () => {
  itRedacts([
    ['a request body', JSON.stringify({ query: LOGIN, variables: { u: 'ana', p: 'limonada-546Lemoniada' } }), 'limonada-546Lemoniada'],
    [
      'the variable the query passes as the password',
      JSON.stringify({ query: 'mutation SignIn($m:String!,$k:String!){signIn(mail:$m,password:$k){jwt}}', variables: { m: 'ops@example.org', k: 'Kestrel=207Q' } }),
      'Kestrel=207Q',
    ],
    ['the same body inside a tool output', JSON.stringify({ output: JSON.stringify({ query: LOGIN, variables: { u: 'ana', p: 'Sosna1961%%' } }) }), 'Sosna1961%%'],
  ]);
  it("keeps the user's name, and the variables of an operation that signs nobody in", () =>
    expectKept([
      JSON.stringify({ query: LOGIN, variables: { u: 'ana.kowalska', p: '' } }),
      JSON.stringify({ query: 'mutation SignIn($m:String!,$k:String!){signIn(mail:$m,password:$k){jwt}}', variables: { m: 'ops@example.org', k: '<your-password>' } }),
      JSON.stringify({ query: 'mutation Rename($id: ID!, $n: String!) { rename(id: $id, name: $n) { id } }', variables: { id: 'prj-2024', n: 'billing-v2-Final' } }),
    ]));
});

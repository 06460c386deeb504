/**
 * Secrets in the cells of a CSV (comma, semicolon or tab separated) under a column named for a password, a key, a PIN
 * or a door's code, and columns whose names only mention such a word. Values are made up for this test.
 */
import { describe, expect, it } from 'vitest';
import { redactText } from './redact.js';

describe('a CSV column of secrets', () => {
  it.each([
    ['a PIN column, semicolons', 'id;name;pin\n1;Ann;4821\n2;Ben;9930', ['4821', '9930']],
    ['a passcode column, tabs', 'account\tpasscode\nops\t774411\nqa\t902113', ['774411', '902113']],
    ['a quoted api_key column', '"service","api_key"\n"billing","k9Fq2mZ7xLp"', ['k9Fq2mZ7xLp']],
    ['a secret column between others', 'email,secret,notes\na@example.com,Gr8-Wall-22,first\nb@example.com,Mx0-Pen-71,second', ['Gr8-Wall-22', 'Mx0-Pen-71']],
    ['a German password column', 'Benutzer,Kennwort\nanna,Sonnenblume#7\nmax,Regenbogen!4', ['Sonnenblume#7', 'Regenbogen!4']],
    ['door and alarm code columns', 'name,door code,alarm code\nHQ,2580,913407', ['2580', '913407']],
    ['a pass column among a host and a port', 'host,user,pass,port\ndb1,admin,qL8vn2Zk,5432', ['qL8vn2Zk']],
  ])('redacts the cells of %s', (_what, text, values) => {
    const out = redactText(text).text;
    for (const v of values) expect(out).not.toContain(v);
  });

  it('keeps columns that only mention a secret, and the words of a token count', () => {
    const texts = [
      'password_policy,min_length\nstrict,12',
      'user,password_last_changed\nalice,2024-01-02',
      'token,count\nthe,1204\nand,988\ncovid19,77',
      'key,value\nretries,5\ntimeout,30',
      'id,zip code,country code\n1,94107,0044',
      'field,type,required\npassword,string,yes',
      'user,password\nalice,\nbob,<redacted>',
    ];
    for (const text of texts) expect(redactText(text).text, text).toBe(text);
  });
});

/**
 * Secrets in one tool's file format or command syntax (issue 13, attack set 14), each with a hard negative of the
 * same shape that must stay. Values are made up here.
 */
import { describe, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { expectKept, expectRedacted } from './expect-redaction.js';

const PW = `Qx7!${fake.alnum(12, 1801)}`;

describe('config directives and file formats', () => {
  it('redacts a directive on a line of its own; a word after a secret-ish directive stays', () => {
    expectRedacted(`database mdb\nsuffix "dc=example,dc=io"\nrootpw ${PW}`, PW);
    expectRedacted(`  <security>\n    self_hostname fluent-01\n    shared_key ${fake.alnum(24, 1802)}\n  </security>`, fake.alnum(24, 1802));
    expectRedacted(`+sentinel monitor mymaster 10.0.1.10 6379 2\n+sentinel auth-pass mymaster ${PW}`, PW);
    expectRedacted(`{"content":"masterauth ${PW}\\nreplicaof 10.0.0.1 6379"}`, PW);
    expectKept(['password required pam_unix.so', 'password include system-auth', 'token expired', 'secret_key_base production']);
  });

  it("redacts the <Value> of a secret-named element (unattend.xml); a plain element's value stays", () => {
    expectRedacted(`<AdministratorPassword>\n    <Value>${PW}</Value>\n    <PlainText>true</PlainText>\n</AdministratorPassword>`, PW);
    expectKept([`<ComputerName>\n  <Value>WKS-${fake.upper(8, 1803)}</Value>\n</ComputerName>`]);
  });

  it('redacts the value of a Netscape cookies.txt line', () => {
    const value = `${fake.alnum(36, 1804)}-${fake.alnum(11, 1815)}`; // a dash in it: no token shape
    expectRedacted(`# Netscape HTTP Cookie File\n.portal.example.io\tTRUE\t/\tTRUE\t1796000000\t__Host-portal_session\t${value}`, value);
  });

  it('redacts a CouchDB pbkdf2 hash, a Drupal hash_salt and a .curlrc user password', () => {
    const hash = fake.hex(40, 1805);
    expectRedacted(`[admins]\nadmin = -pbkdf2-${hash},${fake.hex(32, 1806)},10`, hash);
    const salt = fake.alnum(55, 1807);
    expectRedacted(`$settings['hash_salt'] = '${salt}';`, salt);
    expectRedacted(`$ cat ~/.curlrc\nuser = "build:${PW}"\nsilent`, PW);
    expectKept(['user = "build"', 'user: https://example.io/login']);
  });

  it('redacts a signify secret key under its comment line; the public key file stays', () => {
    const secret = `RWRCSwAAAA${fake.b64(142, 1808)}`;
    expectRedacted(`untrusted comment: signify secret key\n${secret}`, secret);
    expectKept([`untrusted comment: signify public key\nRWQ${fake.b64(53, 1809)}`]);
  });

  it("redacts a Tink keyset's key value; a public keyset's value stays", () => {
    const key = `GiB${fake.b64(41, 1810)}`;
    const keyset = (material: string): string =>
      `{"primaryKeyId":1393694666,"key":[{"keyData":{"typeUrl":"type.googleapis.com/google.crypto.tink.AesGcmKey","value":"${key}","keyMaterialType":"${material}"},"status":"ENABLED"}]}`;
    expectRedacted(keyset('SYMMETRIC'), key);
    expectKept([keyset('ASYMMETRIC_PUBLIC')]);
  });

  it('redacts a PASETO local or secret key (PASERK); keeps its public key', () => {
    const local = `k4.local.${fake.alnum(43, 1811)}`;
    expectRedacted(`let key = SymmetricKey::<V4>::try_from("${local}")?;`, local);
    expectKept([`let pk = AsymmetricPublicKey::<V4>::try_from("k4.public.${fake.alnum(43, 1812)}")?;`]);
  });

  it('redacts a SAMLResponse form field and an LND macaroon header', () => {
    const saml = fake.b64(300, 1813);
    expectRedacted(`POST /saml/acs HTTP/1.1\n\nSAMLResponse=${saml}&RelayState=x`, saml);
    const mac = `0201036c6e6402f801030a10${fake.hex(120, 1814)}`;
    expectRedacted(`curl -H "Grpc-Metadata-macaroon: ${mac}" https://localhost:8080/v1/getinfo`, mac);
  });
});

describe('passwords in one command syntax', () => {
  it('redacts Teradata .logon, T-SQL PASSWORD = N\'…\' and a CVS pserver root', () => {
    expectRedacted(`.logon tdprod/etl_user,${PW};\nSELECT 1;`, PW);
    expectRedacted(`CREATE LOGIN reporting WITH PASSWORD = N'${PW}', CHECK_POLICY = OFF;`, PW);
    expectRedacted(`cvs -d :pserver:build:${PW}@cvs.example.io:/cvsroot checkout app`, PW);
    expectKept(['.logon tdprod/etl_user', 'cvs -d :pserver:build@cvs.example.io:/cvsroot checkout app']);
  });

  it('redacts mosquitto_passwd -b, ldappasswd -s and a passphrase piped to cryptsetup', () => {
    expectRedacted(`mosquitto_passwd -b /etc/mosquitto/passwd sensor-gw '${PW}'`, PW);
    expectRedacted(`ldappasswd -H ldaps://ldap.example.io -x -D cn=admin,dc=example,dc=io -W -s '${PW}' uid=jdoe`, PW);
    expectRedacted(`echo -n '${PW}' | cryptsetup luksOpen /dev/sdb1 backup --key-file -`, PW);
    expectKept(['mosquitto_passwd -U /etc/mosquitto/passwd', 'ls -s big.iso', 'echo -n hello | cryptsetup luksOpen /dev/sdb1 backup --key-file /root/key']);
  });
});

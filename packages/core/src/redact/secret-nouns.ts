/**
 * The nouns people use for a secret they made, in the ~60 languages and scripts most written, as data: the word for
 * password, passphrase, PIN or access code, recovery phrase. Each is a stem: inflections follow it (Finnish
 * `salasanan`, Korean `비밀번호는`, Indonesian `sandinya`) and, in scripts that glue particles on (Hebrew `הסיסמה`,
 * Arabic `وكلمة`), precede it. A word alone says nothing: clause-secret-scan.ts asks a value of a person-made
 * password's shape to be bound to it in the same clause.
 *
 * Classes say which values a noun can introduce:
 * - `word`: a password or passphrase (a made-up word with digits or symbols, words joined, a long digit run);
 * - `pin`: a PIN or access code, also a run of 4 to 12 digits or digit groups;
 * - `phrase`: a recovery or seed phrase, also a run of lowercase words;
 * - `weak`: a word that names a secret only sometimes (`login`, `Wi-Fi`): only a value no name has (a symbol in it).
 */

export type NounClass = 'word' | 'pin' | 'phrase' | 'weak';

const WORD = [
  // English and the Latin-script languages that borrowed it (Tagalog, Hinglish, Italian, Maltese…)
  'password', 'passwort', 'passwd', 'passphrase', 'pass phrase', 'passcode', 'pass code', 'pwd', 'app password',
  'secret key', 'master key', 'api key', 'security answer', 'security question', 'secret answer', 'secret question', 'creds', 'credentials', 'login details', 'identifiants', 'zugangsdaten',
  // keys a person is handed to type in: a product's licence, a network's, an authenticator's seed
  'product key', 'license key', 'licence key', 'serial key', 'activation key', 'registration key', 'cd key',
  'lizenzschlüssel', 'lizenzschluessel', 'produktschlüssel', 'clé de licence', 'clave de licencia', 'chiave di licenza',
  'chave de licença', 'licentiesleutel', 'klucz licencyjny', 'licensnyckel', 'лицензионный ключ', 'ключ продукта',
  'wi-fi key', 'wifi key', 'network key', 'wpa key', 'wpa2 key', 'wep key', 'wlan-schlüssel', 'wlan-schluessel',
  'wlan-key', 'netzwerkschlüssel', 'clé wi-fi', 'clé wifi', 'clé wpa', 'clé réseau', 'clave wi-fi', 'clave wifi',
  'chiave wi-fi', 'chiave wifi', 'chave wi-fi', 'klucz wi-fi', 'stream key', 'totp secret', 'totp seed', 'otp secret',
  'otp seed', 'authenticator', '2fa secret', '2fa seed', 'mfa secret', 'mfa seed', 'authenticator key', 'setup key', 'shared secret',
  // words a bank, a family or a team agrees on to tell who is asking (`memorable word`, a meeting's `code word`)
  'memorable word', 'memorable answer', 'memorable information', 'code word', 'codeword', 'safe word', 'safeword',
  'secret word', 'guest pass',
  // Romance
  'mot de passe', 'mdp', 'phrase secrète', 'phrase de passe', 'contraseña', 'contrasena', 'contrasenya', 'contrasinal',
  'clave', 'senha', 'palavra-passe', 'palavra passe', "parola d'ordine", 'parola', 'parolă', 'parolei',
  // Germanic
  'kennwort', 'wachtwoord', 'wachtzin', 'lösenord', 'losenord', 'lösen', 'passord', 'passfrase', 'adgangskode',
  'kodeord', 'løsen', 'lykilorð', 'lykilord', 'aðgangsorð', 'wagwoord', 'paswoord',
  // Finnic, Baltic, Hungarian, Basque, Celtic, Albanian, Esperanto
  'salasana', 'tunnussana', 'parool', 'salasõna', 'parole', 'slaptažod', 'slaptazod', 'jelszó', 'jelszav', 'jelszo',
  'pasahitz', 'cyfrinair', 'pasfhocal', 'fjalëkalim', 'fjalekalim', 'pasvort',
  // Slavic (Latin script)
  'hasło', 'hasła', 'haslo', 'heslo', 'hesla', 'geslo', 'lozink', 'šifr', 'sifr', 'lozinka',
  // Turkic, Malay/Indonesian, Swahili, other African languages written in Latin script
  'şifre', 'sifre', 'şifrə', 'parol', 'kata sandi', 'katasandi', 'kata laluan', 'katalaluan', 'sandi', 'nenosiri',
  'neno la siri', 'nywila', 'kalmar sirri', 'iphasiwedi', 'mật khẩu', 'mat khau', 'matkhau', 'şîfre', 'okwuntughe',
  'ọrọ igbaniwọle', 'oro igbaniwole', 'furaha sirta', 'erayga sirta', 'teny miafina', 'kupuhipa', 'wachtwurd',
  'passwuert', 'loyniorð', 'facal-faire', 'ger-tremen', 'modpas', 'tembung sandhi', 'kecap konci',
  // Cyrillic, Greek
  'пароль', 'пароля', 'паролем', 'паролі', 'парола', 'гасло', 'лозинк', 'шифр', 'нууц үг', 'құпиясөз', 'рамз',
  'гузарвожа', 'сырсөз', 'құпия сөз', 'κωδικ', 'συνθηματικ',
  // a passphrase or a code word: "кодовая фраза", "кодовое слово", "парольная фраза", "секретная фраза"
  'кодовая фраз', 'кодовую фраз', 'кодовой фраз', 'кодовое слов', 'кодового слов', 'парольная фраз', 'парольную фраз',
  'секретная фраз', 'секретную фраз', 'кодова фраз', 'кодове слов',
  'عبارة المرور', 'عبارة مرور', 'عبارت عبور', 'φράση πρόσβασης', 'φράση πρόσβασ', 'पासफ़्रेज़', 'पासफ्रेज़', 'पासफ्रेज',
  // Semitic, Iranian, Indic, Southeast and East Asian, Caucasian scripts
  'كلمة المرور', 'كلمة السر', 'كلمه السر', 'كلمة مرور', 'رمز المرور', 'סיסמ', 'رمز عبور', 'گذرواژه',
  'کلمه عبور', 'پاس ورڈ', 'پاسورڈ', 'پټنوم', 'पासवर्ड', 'पासवर्ड', 'कूटशब्द', 'संकेतशब्द', 'गुप्त शब्द', 'পাসওয়ার্ড',
  'পাসওয়ার্ড', 'গোপন শব্দ', 'પાસવર્ડ', 'ਪਾਸਵਰਡ', 'கடவுச்சொல்', 'பாஸ்வேர்ட்', 'పాస్‌వర్డ్', 'పాస్వర్డ్', 'సంకేతపదం',
  'ಪಾಸ್‌ವರ್ಡ್', 'ಪಾಸ್ವರ್ಡ್', 'പാസ്‌വേഡ്', 'പാസ്വേഡ്', 'මුරපදය', 'รหัสผ่าน', 'รหัส', 'ລະຫັດຜ່ານ', 'ពាក្យសម្ងាត់', 'စကားဝှက်',
  'የይለፍ ቃል', '密码', '密碼', '口令', 'パスワード', '合言葉', '비밀번호', '비번', '암호', '패스워드', 'პაროლ',
  'գաղտնաբառ',
];

const PIN = [
  'pin', 'pincode', 'pin-code', 'pin code', 'door code', 'alarm code', 'gate code', 'access code', 'setup code',
  'pairing code', 'unlock code', 'security code', 'lock code', 'keypad code', 'entry code', 'garage code', 'safe code',
  'backup code', 'recovery code', 'recovery key', 'combination', 'combo', 'lock combo', 'panel code',
  // a code said by its length ("the 6-digit code it texted me"), a bank's number for the phone, a phone's pattern
  'digit code', 'digit pin', 'digit passcode', 'security number', 'unlock pattern', 'lock pattern', 'pattern lock',
  'passnumber', 'pass number', 'parental lock', 'child lock', 'parental control', 'parental pin', 'screen lock',
  // a door's or a lock's name and a colon: what follows is what opens it (`server room door: 8068#9093`, `Alarm
  // panel: master 975146`)
  'door:', 'alarm panel:',
  // a thing that opens to a code and to nothing else (a locker's dial, a gate's intercom, a key box): its name alone
  // says that the digits near it open it (`gym locker dial is 675527`, `buzz the gate intercom with 3847148`)
  'locker', 'intercom', 'keypad', 'padlock', 'lockbox', 'key box', 'keybox', 'key safe', 'keysafe', 'buzzer',
  // codes that arm, disarm or open a thing (an alarm panel's, a car radio's, a key box's, a locker's)
  'duress code', 'disarm code', 'arming code', 'master code', 'installer code', 'radio code', 'stereo code',
  'lockbox code', 'lock box code', 'key box code', 'keybox code', 'key safe code', 'keysafe code', 'padlock code',
  'locker code', 'intercom code', 'buzzer code', 'mailbox code', 'letterbox code', 'storage unit code', 'bike lock',
  // codes sent or shown for one sign-in
  'one-time code', 'one time code', 'one-time password', 'one time password', 'otp', 'verification code',
  'confirmation code', 'login code', 'sign-in code', 'sms code', '2fa code', 'mfa code', 'auth code', 'totp code',
  'activation code', 'puk', 'transfer pin', 'port-out pin', 'voicemail pin', 'digicode',
  "code d'accès", 'code secret', 'code pin', 'code de la porte', 'code du portail', "code d'entrée", 'code porte', 'código de acceso', 'código pin', 'codice di accesso', 'codice pin',
  'zugangscode', 'türcode', 'geheimzahl', 'toegangscode', 'pinkod', 'pinkode', 'tilgangskode', 'ovikoodi',
  'tunnusluku', 'pin-koodi', 'kod dostępu', 'kod pin', 'přístupový kód', 'пин-код', 'пин', 'код доступа',
  'код от', 'mã pin', 'kode akses', 'kode pin', 'nambari ya siri', 'الرقم السري', 'رمز الدخول', 'קוד גישה', 'پین',
  'पिन', 'পিন', 'รหัส pin', '验证码', '暗証番号', '인증번호', '핀번호', 'ପାସୱାର୍ଡ',
];

const PHRASE = [
  'recovery phrase', 'seed phrase', 'secret phrase', 'backup phrase', 'encryption phrase', 'unlock phrase', 'mnemonic',
  'seed words', 'wallet seed',
  'secret recovery', 'phrase de récupération', 'frase de recuperación', 'frase semilla', 'wiederherstellungsphrase',
  'сид-фраз', '助记词', '助記詞', 'シードフレーズ', '복구 문구',
];

const WEAK = ['pass', 'pw', 'wi-fi', 'wi‑fi', 'wifi', 'wlan', 'psk', 'log in', 'login', 'sign in', 'logon', 'unlock', 'đăng nhập'];

/** Every stem, lower case, with its class: longer stems first so `pin code` wins over `pin`. */
export const SECRET_NOUNS: ReadonlyMap<string, NounClass> = new Map(
  (
    [
      ...WORD.map((w) => [w, 'word']),
      ...PIN.map((w) => [w, 'pin']),
      ...PHRASE.map((w) => [w, 'phrase']),
      ...WEAK.map((w) => [w, 'weak']),
    ] as [string, NounClass][]
  ).sort((a, b) => b[0].length - a[0].length),
);

/** Per first character (lower case), the stems that start with it, longest first. */
const BY_FIRST = new Map<string, string[]>();
for (const stem of SECRET_NOUNS.keys()) {
  const list = BY_FIRST.get(stem[0]!) ?? [];
  list.push(stem);
  BY_FIRST.set(stem[0]!, list);
}

/** The stems that are plain ASCII from their start on for three characters or more: the anchor scan finds those. */
export const ASCII_NOUN_NEEDS: readonly string[] = [
  ...new Set([...SECRET_NOUNS.keys()].map((s) => /^[\x20-\x7e]*/.exec(s)![0]).filter((s) => s.length >= 3 || s === 'pw')),
];

/** The stem that starts at `i` in `text` (compared in lower case), or null. */
export function nounAt(text: string, i: number): string | null {
  const c = text.charCodeAt(i);
  const d = text.charCodeAt(i + 1);
  const list = c >= 128 ? BY_FIRST.get(text.charAt(i).toLowerCase()) : d < 128 ? ASCII_PAIR[(c << 7) | d] : ASCII_FIRST[c];
  if (list === undefined) return null;
  for (const stem of list) if (stemAt(text, i, stem)) return stem;
  return null;
}

/** Per ASCII character code, the stems BY_FIRST holds for it in lower case (no string made per word read). */
const ASCII_FIRST: (string[] | undefined)[] = Array.from({ length: 128 }, (_, c) => BY_FIRST.get(String.fromCharCode(c).toLowerCase()));

/**
 * Per two ASCII character codes, the stems stemAt can find starting with them, longest first: a word is compared with
 * the few stems that share its first two characters (`pa…`), not with every stem of its first (47 start with `p`).
 */
const ASCII_PAIR: (string[] | undefined)[] = new Array<string[] | undefined>(128 * 128);
for (const stem of SECRET_NOUNS.keys()) {
  // a one-character stem is found whatever follows it
  const seconds = stem.length === 1 ? Array.from({ length: 128 }, (_, d) => d) : foldedFrom(stem.charCodeAt(1));
  for (const c of foldedFrom(stem.charCodeAt(0))) for (const d of seconds) (ASCII_PAIR[(c << 7) | d] ??= []).push(stem);
}

/** The ASCII characters stemAt takes for a stem's character `s`: itself, and its capital for a lower-case letter. */
function foldedFrom(s: number): number[] {
  if (!(s < 128)) return [];
  return s >= 97 && s <= 122 ? [s, s - 32] : [s];
}

/**
 * `stem` starts at `i`, compared in lower case. ASCII is folded in place, a copy of the text is not made: only a
 * character past ASCII that is not the stem's own asks for toLowerCase of the whole slice (a capital of another
 * script, a final sigma), so the answer is always toLowerCase's.
 */
function stemAt(text: string, i: number, stem: string): boolean {
  if (text.length - i < stem.length) return false;
  for (let k = 0; k < stem.length; k++) {
    const c = text.charCodeAt(i + k);
    const s = stem.charCodeAt(k);
    if (c === s || (c >= 65 && c <= 90 && c + 32 === s)) continue;
    return c >= 128 && text.slice(i, i + stem.length).toLowerCase() === stem;
  }
  return true;
}

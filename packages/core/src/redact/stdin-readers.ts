/**
 * A command that reads a secret on its standard input or its password prompt (`chpasswd`, `passwd --stdin`,
 * `smbpasswd -s`, `kinit`, `docker login --password-stdin`, `gh auth login --with-token`, Windows' `runas /user:…`,
 * `ssh-add`, `gpg --passphrase-fd 0`, `su`, `passwd`, `openssl pkcs12`, `mysql -p` with no value glued), run as is or
 * through a privilege wrapper (`sudo chpasswd`, `doas -u root passwd --stdin app`): the wrapper passes the input on.
 * What a here-string, a here-document or a pipe feeds such a command is the secret it asks for.
 */
export const STDIN_READER = `(?:(?:sudo|doas|pkexec|run0)(?:\\s+-[A-Za-z]+(?:\\s+[a-z_][\\w-]*(?=\\s+-))?)*\\s+)?(?:cryptsetup\\s.*--key-file[= ]-(?![\\w/-])|sudo\\s+(?:-[A-Za-z]+\\s+)*-S|passwd(?:\\s+--stdin)?(?![\\w-])|chpasswd|smbpasswd\\s.*-s\\b|htpasswd\\s.*-i\\b|kinit|runas(?:\\.exe)?\\s+\\/|openssl\\s+\\S+.*-(?:pass(?:in)?\\s+stdin|stdin)|openssl\\s+pkcs12\\b|\\S+\\s+login\\b.*--(?:password-stdin|with-token)|ssh-add\\b|gpg2?\\s.*--passphrase-fd[= ]0\\b|su(?:\\s|$)|mysql\\s(?:.*\\s)?-p(?:\\s|$))`;

/** A reader anywhere in a command line: after its start, a blank, a `;`, `&`, `|`, `(` or a quote (a JSON string's). */
export const READER_IN_LINE = new RegExp(`(?:^|[\\s;&|("'])${STDIN_READER}`);

/**
 * A captured .eml as a person's mail program shows it: the Subject with its encoded words decoded, and each text
 * part's body decoded (quoted-printable or base64), so tests read the words, not the transfer encoding.
 */
export function readableMail(eml: string): { subject: string; text: string } {
  const [head = '', ...rest] = eml.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const rawSubject = /^Subject: (.*)$/im.exec(unfolded)?.[1] ?? '';
  const subject = rawSubject
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_all, kind: string, encoded: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(encoded, 'base64').toString('utf8') : decodeQuoted(encoded, true),
    );
  const body = rest.join('\n\n');
  const parts = body.split(/\r?\n--[^\r\n]+\r?\n/);
  const text = parts
    .map((part) => {
      const [partHead = '', ...partBody] = part.split(/\r?\n\r?\n/);
      const content = partBody.join('\n\n');
      if (/Content-Transfer-Encoding:\s*quoted-printable/i.test(partHead)) return decodeQuoted(content, false);
      if (/Content-Transfer-Encoding:\s*base64/i.test(partHead) && /Content-Type:\s*text\//i.test(partHead)) {
        return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
      }
      return part;
    })
    .join('\n');
  return { subject, text };
}

function decodeQuoted(value: string, inHeader: boolean): string {
  const soft = value.replace(/=\r?\n/g, '');
  const spaced = inHeader ? soft.replace(/_/g, ' ') : soft;
  const bytes: number[] = [];
  for (let i = 0; i < spaced.length; i += 1) {
    const hex = spaced.slice(i + 1, i + 3);
    if (spaced[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(spaced[i] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

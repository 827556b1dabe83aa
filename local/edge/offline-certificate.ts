import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface OfflineCertificate {
  key: string;
  cert: string;
  /** The SHA-256 of its public key, base64: what Chromium's --ignore-certificate-errors-spki-list takes. */
  spkiHash: string;
}

/**
 * A self-signed certificate for 127.0.0.1, made on this machine for one run (a day's validity) with the system's
 * openssl: the offline edge serves HTTPS with it so browsers speak HTTP/2 to it, as they do to CloudFront. Only a
 * browser told its key's hash trusts it; nothing is installed anywhere.
 */
export function offlineCertificate(): OfflineCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'edge-certificate-'));
  try {
    const keyFile = join(dir, 'key.pem');
    const certFile = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'ignore' },
    );
    const cert = readFileSync(certFile, 'utf8');
    const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
    return { key: readFileSync(keyFile, 'utf8'), cert, spkiHash: createHash('sha256').update(spki).digest('base64') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// A throwaway certificate for localhost: the production builds served over HTTPS with HTTP/2, as a deployment
// serves them (nginx, a CDN), for the benchmark's --tls. Browsers speak HTTP/2 only over TLS. Made with
// openssl in a temporary folder; the browser is told to trust it by its public key's hash (Chromium's
// --ignore-certificate-errors-spki-list), nothing is installed on the machine.
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** @returns {{ key: Buffer, cert: Buffer, spkiHash: string }} spkiHash: base64 SHA-256 of the public key, Chromium's form */
export function localhostCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'dtp-tls-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
      '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost', '-keyout', keyFile, '-out', certFile,
    ], { stdio: 'ignore' });
    const cert = readFileSync(certFile);
    const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
    return { key: readFileSync(keyFile), cert, spkiHash: createHash('sha256').update(spki).digest('base64') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

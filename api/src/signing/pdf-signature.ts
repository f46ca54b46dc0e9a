// The funder's digital signature on a finished agreement: a PKCS#7 detached signature (adbe.pkcs7.detached) over the
// whole file, so any changed byte makes a PDF reader (poppler's pdfsig, Acrobat) report the document modified. The key
// and certificate come from SIGNING_KEY / SIGNING_CERT (PEM text or a path to a PEM file), or are made once on first
// start and kept in DATA_DIR (in memory for a test server without one).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';
import { SignPdf } from '@signpdf/signpdf';
import { P12Signer } from '@signpdf/signer-p12';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { ensurePrivateDir } from '../lib/private-dir.ts';

export interface SigningIdentity {
  keyPem: string;
  certPem: string;
}

const pemOrFile = (value: string) => (value.includes('-----BEGIN') ? value : fs.readFileSync(value, 'utf8'));

/** A self-signed certificate for the key, valid ten years, naming the funder. */
export function selfSignedIdentity(commonName = 'LitFund document signing'): SigningIdentity {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${crypto.randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 24 * 60 * 60 * 1000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 24 * 60 * 60 * 1000);
  const subject = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'LitFund' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(keyPem), forge.md.sha256.create());
  return { keyPem, certPem: forge.pki.certificateToPem(cert) };
}

const inMemory = new Map<string, SigningIdentity>();

/** SIGNING_KEY/SIGNING_CERT when both are given; otherwise the identity kept in `dir` (made on first use). */
export function signingIdentity(options: { keyPem?: string; certPem?: string; dir?: string | null }): SigningIdentity {
  if (options.keyPem && options.certPem)
    return { keyPem: pemOrFile(options.keyPem), certPem: pemOrFile(options.certPem) };
  const dir = options.dir ?? null;
  const cached = inMemory.get(dir ?? '');
  if (cached) return cached;
  let identity: SigningIdentity;
  const keyFile = dir && path.join(dir, 'signing-key.pem');
  const certFile = dir && path.join(dir, 'signing-cert.pem');
  if (keyFile && certFile && fs.existsSync(keyFile) && fs.existsSync(certFile)) {
    identity = { keyPem: fs.readFileSync(keyFile, 'utf8'), certPem: fs.readFileSync(certFile, 'utf8') };
  } else {
    identity = selfSignedIdentity();
    if (dir && keyFile && certFile) {
      ensurePrivateDir(dir);
      fs.writeFileSync(keyFile, identity.keyPem, { mode: 0o600 });
      fs.writeFileSync(certFile, identity.certPem, { mode: 0o644 });
    }
  }
  inMemory.set(dir ?? '', identity);
  return identity;
}

/** The identity as the PKCS#12 bundle the signer reads (no passphrase: it never leaves the process). */
function p12Of(identity: SigningIdentity): Buffer {
  const asn1 = forge.pkcs12.toPkcs12Asn1(
    forge.pki.privateKeyFromPem(identity.keyPem),
    [forge.pki.certificateFromPem(identity.certPem)],
    '',
    { algorithm: '3des' },
  );
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

/** Signs a finished PDF (pdfkit's classic cross-reference table) with the funder's identity. */
export async function signPdf(
  pdf: Buffer,
  identity: SigningIdentity,
  details: { reason: string; name: string; location: string; contactInfo: string },
): Promise<Buffer> {
  const withPlaceholder = plainAddPlaceholder({ pdfBuffer: pdf, signatureLength: 8192, ...details });
  const signer = new P12Signer(p12Of(identity), { passphrase: '' });
  return Buffer.from(await new SignPdf().sign(withPlaceholder, signer));
}

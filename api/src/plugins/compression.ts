// Compressed API answers: a contract list or a report's JSON shrinks to a fifth or less over the wire, and phones on
// slow networks feel it. Brotli at quality 4 (gzip for clients without it): close to gzip's CPU for better ratios;
// the build's precompressed static files are sent as they are (the plugin leaves an answer with an encoding alone).
// Requests are never inflated: a compressed body could slip past the body limit as a decompression bomb. A request
// that says its body is encoded (Content-Encoding, or a Transfer-Encoding other than chunked) is refused (415) rather
// than read as plain, which would take what it claims is not.
// Answers that carry a session token are never compressed (route option `compress: false`): a secret in a compressed
// answer beside text an attacker controls is what BREACH-style attacks measure.
import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';
import { HttpError } from '../lib/http-error.ts';

export const REQUEST_ENCODING_MESSAGE = 'Request bodies are accepted uncompressed only (Content-Encoding: identity)';

/** Answers smaller than this go as they are: below it, headers and CPU cost more than the bytes saved. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** The codings a Transfer-Encoding header lists, lower case, without their parameters. */
const codingsOf = (header: string) => header.split(',').map((coding) => coding.split(';')[0]!.trim().toLowerCase());

export const compressionPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      global: true,
      globalDecompression: false,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
    app.addHook('onRequest', async (request) => {
      const encoding = request.headers['content-encoding'];
      if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity')
        throw new HttpError(415, REQUEST_ENCODING_MESSAGE);
      // Node takes any transfer-coding before a final chunked and hands the body on still coded (`gzip, chunked` was
      // read as plain text): chunked is the only transfer-coding the API reads.
      const transfer = request.headers['transfer-encoding'];
      if (transfer !== undefined && !codingsOf(transfer).every((coding) => coding === 'chunked'))
        throw new HttpError(415, REQUEST_ENCODING_MESSAGE);
    });
  },
  { name: 'compression' },
);

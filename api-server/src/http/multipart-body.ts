import type { FastifyInstance, FastifyRequest } from 'fastify';

export const MALFORMED_MULTIPART_CODE = 'DTP_MALFORMED_MULTIPART';

/**
 * Multipart bodies (a receipt, a photo, an import file) for the routes of `scope` only: elsewhere a
 * multipart body is 415 before it is read. The whole body up to `uploadLimit` (larger: 413), parsed by the
 * platform's own FormData (undici), so the domain gets the same FormData with a File as in the browser. The
 * file's type is sniffed by the domain.
 */
export function acceptMultipart(scope: FastifyInstance, uploadLimit: number): void {
  scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: uploadLimit }, async (request: FastifyRequest, body: Buffer) => {
    try {
      return await new Request('http://api.invalid/', {
        method: 'POST',
        headers: { 'content-type': request.headers['content-type'] ?? '' },
        body: new Uint8Array(body),
      }).formData();
    } catch {
      throw Object.assign(new Error('malformed multipart'), { code: MALFORMED_MULTIPART_CODE, statusCode: 400 });
    }
  });
}

/** The sandbox reads multipart bodies (act and CSV uploads) with the Fetch API's parser: what the routes get. */
import type { IncomingMessage } from 'node:http';
import { fileOf, formDataOf } from '../../sandbox/http/form-data.ts';
import type { RequestContext } from '../../sandbox/http/types.ts';

const BODY = Buffer.from([
  '--XyZ', 'Content-Disposition: form-data; name="note"', '', 'hello',
  '--XyZ', 'Content-Disposition: form-data; name="file"; filename="Акт %22подписанный%22.pdf"', 'Content-Type: application/pdf', '', 'ab\r\ncd',
  '--XyZ--', '',
].join('\r\n'));

/** A request context as the server builds it for a mutating call: the raw bytes of a multipart body. */
function context(contentType: string | undefined, body: unknown): RequestContext {
  return { req: { headers: { 'content-type': contentType } } as unknown as IncomingMessage, url: new URL('http://127.0.0.1/api/qps-refund-keys/send'), body } as RequestContext;
}

test('reads fields, file names (UTF-8, quotes sent as %22) and bytes (CRLF inside kept)', async () => {
  const form = await formDataOf(context('multipart/form-data; boundary=XyZ', BODY));
  expect(form?.get('note')).toBe('hello');
  const file = await fileOf(form, 'file');
  expect(file).toEqual({ fileName: 'Акт "подписанный".pdf', contentType: 'application/pdf', data: Buffer.from('ab\r\ncd') });
  // a field that is not a file is no file
  expect(await fileOf(form, 'note')).toBeUndefined();
  expect(await fileOf(form, 'absent')).toBeUndefined();
});

test('no form: another content type, no boundary, a body that is not multipart, or a parsed JSON body', async () => {
  expect(await formDataOf(context('application/json', BODY))).toBeUndefined();
  expect(await formDataOf(context(undefined, BODY))).toBeUndefined();
  expect(await formDataOf(context('multipart/form-data', BODY))).toBeUndefined();
  expect(await formDataOf(context('multipart/form-data; boundary=Other', Buffer.from('not multipart')))).toBeUndefined();
  expect(await formDataOf(context('multipart/form-data; boundary=XyZ', { file: 'x' }))).toBeUndefined();
});

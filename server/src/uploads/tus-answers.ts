import { TUS_VERSION } from '@hearth/contract/uploads';
import { PHOTO_TOO_LARGE } from './service.ts';

/**
 * The tus server's own answers are plain text written for developers; the API answers
 * `{ message }` in words a user can act on (docs/architecture.md#errors). Keyed by the tus text, trimmed.
 */
const MESSAGES: Record<string, { status?: number; message: string }> = {
  'Tus-Resumable Required': { status: 412, message: `Please send the header Tus-Resumable: ${TUS_VERSION}.` },
  'Upload-Offset header required': { message: 'Please send the Upload-Offset header.' },
  'Content-Type header required': { status: 415, message: 'Please send each chunk as application/offset+octet-stream.' },
  'The file for this url was not found': { message: 'Upload not found.' },
  'The file for this url no longer exists': { message: 'This upload has expired. Please start again.' },
  'Upload-Offset conflict': { message: 'The Upload-Offset does not match the bytes received so far.' },
  "upload's size exceeded": { message: 'The chunk goes past the Upload-Length declared when the upload started.' },
  'Maximum size exceeded': { message: PHOTO_TOO_LARGE },
  'Upload-Length or Upload-Defer-Length header required': { message: 'Please send the Upload-Length header.' },
  'Cannot terminate an already completed upload': { message: 'This upload is already complete.' },
  'Request aborted due to lock acquired': { status: 409, message: 'Another request is writing to this upload.' },
};

const UNSUPPORTED_VERSION = `This server speaks tus ${TUS_VERSION} only (Tus-Resumable: ${TUS_VERSION}).`;

/** Extensions we do not offer are the client's choice to drop: 400, not the 501 tus answers. */
const UNSUPPORTED = /extension is not \(yet\) supported|not \(yet\) supported/i;

export type TusAnswer = { status: number; headers: Headers; body: string };

/** Rewrites a tus answer whose body is not already JSON into the API's shape and status. */
export function toApiAnswer({ status, headers, body }: TusAnswer): TusAnswer {
  if (status < 400 || body.startsWith('{')) return { status, headers, body };
  const text = body.trim();
  const known = MESSAGES[text];
  let answer: { status: number; message: string };
  if (known) answer = { status: known.status ?? status, message: known.message };
  else if (/^Invalid .*\btus-resumable\b/.test(text)) answer = { status: 412, message: UNSUPPORTED_VERSION };
  else if (/^Invalid .*\bcontent-type\b/.test(text))
    answer = { status: 415, message: MESSAGES['Content-Type header required']!.message };
  else if (UNSUPPORTED.test(text))
    answer = { status: 400, message: 'Uploads here need Upload-Length and take one file at a time.' };
  else if (text.startsWith('Invalid ')) answer = { status, message: `The ${text.slice('Invalid '.length)} header is not valid.` };
  else answer = { status, message: status >= 500 ? 'Something went wrong.' : text || 'Invalid upload request.' };
  const rewritten = new Headers(headers);
  rewritten.set('Content-Type', 'application/json; charset=utf-8');
  rewritten.delete('Content-Length');
  // tus 1.0: a 412 names the versions the server supports.
  if (answer.status === 412) rewritten.set('Tus-Version', TUS_VERSION);
  return { status: answer.status, headers: rewritten, body: JSON.stringify({ message: answer.message }) };
}

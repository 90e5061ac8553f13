/**
 * The API client answers the same way for a JSON request (`fetch`) and a multipart upload (`XMLHttpRequest`): the
 * checked answer, or the same `ApiError` for the same failure.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addedResourceSchema } from '@shared/schemas/departments';
import { requestMessages } from '@shared/messages/api';
import { answerOf, api, ApiError, apiUrl, sendForm, type UploadProgress } from './api-client';

/** Node's `Request` needs an absolute URL; in the browser the client's `/api` is the page's own. */
const TEST_BASE = 'http://site.test/api';

/** What the fake server answers: status, status text and body text; or `network` for a request that fails. */
type Answer = { status: number; statusText?: string; body: string } | 'network';

/** A stand-in for XMLHttpRequest that answers `answer`, reporting one upload progress event first. */
function fakeXhr(answer: Answer) {
  return class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: {
      onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    aborted = false;
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    send() {
      setTimeout(() => {
        if (this.aborted) return;
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
        if (answer === 'network') return this.onerror?.();
        this.status = answer.status;
        this.statusText = answer.statusText ?? '';
        this.responseText = answer.body;
        this.onload?.();
      }, 0);
    }
  };
}

/** Runs the same request both ways against the same answer. */
async function bothWays(answer: Answer) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      answer === 'network'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(
            new Response(answer.body || null, {
              status: answer.status,
              statusText: answer.statusText,
              headers: { 'content-type': answer.body.startsWith('<') ? 'text/html' : 'application/json' },
            }),
          ),
    ),
  );
  vi.stubGlobal('XMLHttpRequest', fakeXhr(answer));
  const settle = (promise: Promise<unknown>) =>
    promise.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
  const params = { path: { slug: 'booking' } };
  const json = await settle(
    answerOf(api.GET('/departments/{slug}/resources', { params, baseUrl: TEST_BASE }), addedResourceSchema),
  );
  const form = await settle(
    sendForm('post', '/departments/{slug}/resources', params, new FormData(), {
      schema: addedResourceSchema,
    }),
  );
  return { json, form };
}

const added = {
  resource: { id: 'r1', title: 'Brief', url: null, hasFile: true, createdAt: '2026-01-01T00:00:00.000Z' },
  upload: 'stored',
};

afterEach(() => vi.unstubAllGlobals());

describe('answerOf and sendForm', () => {
  it('answer the checked body', async () => {
    const { json, form } = await bothWays({ status: 201, body: JSON.stringify(added) });
    expect(json).toEqual({ value: added });
    expect(form).toEqual({ value: added });
  });

  it("fail with the server's code, message and fields", async () => {
    const body = JSON.stringify({
      error: {
        code: 'payload_too_large',
        message: 'Too large.',
        fields: { file: 'File size must be less than 50MB' },
      },
    });
    const { json, form } = await bothWays({ status: 413, body });
    for (const outcome of [json, form]) {
      expect(outcome).toEqual({ error: expect.any(ApiError) });
      const error = (outcome as { error: ApiError }).error;
      expect([error.status, error.code, error.message, error.fields]).toEqual([
        413,
        'payload_too_large',
        'Too large.',
        { file: 'File size must be less than 50MB' },
      ]);
    }
  });

  it('fail alike for an error page that is not ours, an answer of the wrong shape and a network failure', async () => {
    const cases: [Answer, [number, string, string]][] = [
      [
        { status: 502, statusText: 'Bad Gateway', body: '<html>proxy</html>' },
        [502, 'http_error', 'Bad Gateway'],
      ],
      [
        { status: 201, body: '{"resource":null}' },
        [201, 'invalid_response', requestMessages.invalidResponse],
      ],
      ['network', [0, 'network_error', requestMessages.network]],
    ];
    for (const [answer, expected] of cases) {
      const { json, form } = await bothWays(answer);
      for (const outcome of [json, form]) {
        const error = (outcome as { error: ApiError }).error;
        expect(error, JSON.stringify(answer)).toBeInstanceOf(ApiError);
        expect([error.status, error.code, error.message]).toEqual(expected);
      }
    }
  });
});

describe('sendForm', () => {
  it('reports upload progress and can be cancelled', async () => {
    vi.stubGlobal('XMLHttpRequest', fakeXhr({ status: 201, body: JSON.stringify(added) }));
    const progress: UploadProgress[] = [];
    await sendForm('post', '/tracks', {}, new FormData(), { onUploadProgress: (p) => progress.push(p) });
    expect(progress).toEqual([{ loaded: 5, total: 10 }]);

    const controller = new AbortController();
    const sent = sendForm('post', '/tracks', {}, new FormData(), { signal: controller.signal });
    controller.abort();
    await expect(sent).rejects.toMatchObject({
      status: 0,
      code: 'aborted',
      message: requestMessages.aborted,
    });
  });
});

describe('apiUrl', () => {
  it('fills the path parameters, encoded, and the query of an operation of the document', () => {
    expect(apiUrl('/certificates/{certificateId}/pdf', { path: { certificateId: 'GBF 1/2' } })).toBe(
      '/api/certificates/GBF%201%2F2/pdf',
    );
    expect(apiUrl('/admin/people', { query: { q: 'ada & co' } })).toMatch(
      /^\/api\/admin\/people\?q=ada%20%26%20co$/,
    );
    // @ts-expect-error: the document has no such path.
    apiUrl('/certificate/{certificateId}/pdf', { path: { certificateId: 'x' } });
  });
});

describe('answerOf', () => {
  it('cancels with `aborted` through the call signal, and sends the typed request the document declares', async () => {
    const seen: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((request: Request) => {
        seen.push(request);
        return new Promise<Response>((resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          setTimeout(
            () => resolve(new Response('{}', { headers: { 'content-type': 'application/json' } })),
            50,
          );
        });
      }),
    );
    const controller = new AbortController();
    const sent = answerOf(
      api.PUT('/learning/modules/{moduleId}/notes', {
        params: { path: { moduleId: 'm 1' } },
        body: { notes: 'Hello' },
        signal: controller.signal,
        baseUrl: TEST_BASE,
      }),
    );
    controller.abort();
    await expect(sent).rejects.toMatchObject({ status: 0, code: 'aborted' });
    expect(seen[0]!.url).toMatch(/\/api\/learning\/modules\/m%201\/notes$/);
    expect(seen[0]!.method).toBe('PUT');
    expect(await seen[0]!.clone().json()).toEqual({ notes: 'Hello' });
  });
});

import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TEST_ORIGIN } from '../../../src/server/test/test-app.js';
import { badValue, deepNesting, edgeNumber, extraKey, payloadString, RawJson, toJson } from './arbitraries.js';
import { fillPath, paramsOf, type TRoute } from './routes.js';

export interface TFuzzRequest {
  method: string;
  url: string;
  contentType: string | undefined;
  payload: string | undefined;
}

const GUESSED_FIELDS = ['firstName', 'lastName', 'email', 'title', 'notes', 'name', 'password', 'id', 'userId'];

/** Sets a key as an own, enumerable property, even `__proto__`. */
function withKey(body: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...body };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

/**
 * Bodies built from a valid one: a field of the wrong type or value, fields left out, fields
 * added, every text field swapped for a payload, or a body that is not an object, not JSON, of
 * another media type, deeply nested or over the size limit.
 */
export function bodyArbitrary(base: unknown): fc.Arbitrary<{ contentType: string | undefined; payload: string | undefined }> {
  const object = base && typeof base === 'object' ? (base as Record<string, unknown>) : {};
  const keys = Object.keys(object).length ? Object.keys(object) : GUESSED_FIELDS;
  const json = (value: unknown) => ({ contentType: 'application/json', payload: toJson(value) });
  const replaced = fc.tuple(fc.constantFrom(...keys), badValue).map(([key, value]) => json(withKey(object, key, value)));
  const dropped = Object.keys(object).length
    ? fc.subarray(Object.keys(object), { minLength: 1 }).map((drop) => json(Object.fromEntries(Object.entries(object).filter(([k]) => !drop.includes(k)))))
    : fc.constant(json({}));
  const extra = fc.tuple(extraKey, badValue).map(([key, value]) => json(withKey(object, key, value)));
  const payloads = payloadString.map((text) => json(Object.fromEntries(Object.entries(object).map(([k, v]) => [k, typeof v === 'string' ? text : v]))));
  const numbers = edgeNumber.map((n) => json(Object.fromEntries(Object.entries(object).map(([k, v]) => [k, typeof v === 'number' ? n : v]))));
  const notAnObject = badValue.map(json);
  const nested = fc.tuple(fc.constantFrom(...keys), deepNesting).map(([key, deep]) => json(withKey(object, key, deep)));
  const raw = fc.oneof(
    fc.constantFrom('{', '{"a":', '[1,2', "{'a':1}", '{"a":1}}', '', ' ', '\u0000', 'NaN', '{"__proto__":{"role":"admin"}}', '{"constructor":{"prototype":{"role":"admin"}}}').map((payload) => ({ contentType: 'application/json', payload })),
    fc
      .tuple(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=xyz', 'application/xml', 'application/json; charset=utf-16', undefined), payloadString)
      .map(([contentType, payload]) => ({ contentType, payload })),
    fc.constant({ contentType: 'application/json', payload: toJson({ notes: new RawJson(JSON.stringify('x'.repeat(1_200_000))) }) }),
  );
  return fc.oneof(
    { weight: 4, arbitrary: replaced },
    { weight: 2, arbitrary: dropped },
    { weight: 2, arbitrary: extra },
    { weight: 2, arbitrary: payloads },
    { weight: Object.values(object).some((v) => typeof v === 'number') ? 1 : 0, arbitrary: numbers },
    { weight: 1, arbitrary: notAnObject },
    { weight: 1, arbitrary: nested },
    { weight: 1, arbitrary: raw },
  );
}

/**
 * Path values: mostly the caller's own record (so the body is what gets tested), else an unknown
 * id. DELETE never gets the caller's own records: the later routes need them.
 */
export function pathArbitrary(route: TRoute, own: Record<string, string>): fc.Arbitrary<string> {
  const params = paramsOf(route.url);
  if (!params.length) return fc.constant(route.url);
  const value = (name: string) => (route.method === 'DELETE' ? fc.uuid() : fc.oneof({ weight: 4, arbitrary: fc.constant(own[name]) }, { weight: 1, arbitrary: fc.uuid() }));
  return fc.tuple(...params.map(value)).map((values) => fillPath(route.url, Object.fromEntries(params.map((p, i) => [p, values[i]]))));
}

export function requestArbitrary(route: TRoute, own: Record<string, string>, base: fc.Arbitrary<unknown>): fc.Arbitrary<TFuzzRequest> {
  return fc
    .tuple(pathArbitrary(route, own), base.chain(bodyArbitrary))
    .map(([url, body]) => ({ method: route.method, url, ...body }));
}

export function sendFuzz(app: FastifyInstance, request: TFuzzRequest, cookie?: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: request.method as 'POST',
    url: request.url,
    headers: { origin: TEST_ORIGIN, ...(cookie && { cookie }), ...(request.contentType !== undefined && { 'content-type': request.contentType }) },
    payload: request.payload,
  });
}

/** A short, printable description of a request for a failure message. */
export function describeRequest(request: TFuzzRequest): string {
  const body = request.payload === undefined ? '' : request.payload.length > 400 ? `${request.payload.slice(0, 400)}… (${request.payload.length} chars)` : request.payload;
  return `${request.method} ${request.url.slice(0, 300)} [${request.contentType ?? 'no content-type'}] ${body}`;
}

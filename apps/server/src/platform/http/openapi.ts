import type { FastifyInstance } from 'fastify';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ErrorData } from '@framecast/contract';

/**
 * A failed answer, from every route that answers in JSON (envelope.ts, the error handler). Named, so the
 * document holds it once under components and every route refers to it.
 */
const ErrorEnvelope = envelope(ErrorData).meta({ id: 'ErrorEnvelope' });

/** What each status means here (errors.ts `httpStatusOf` groups the codes). */
const MEANING: Record<number | 'default', string> = {
  400: 'Invalid input (40000, 40001) or a refusal of the call (its own code)',
  401: 'No valid session: missing or wrong token (10102), expired (10103), signed in elsewhere (10108)',
  403: 'Account suspended (50007) or not permitted (40300)',
  404: 'Not found (40400, 10302, 21003)',
  409: 'Conflict (20005, 20006, 21004, 21005)',
  413: 'Too large (41300) or storage full (21002)',
  429: 'Too many requests (42900, 10307, 20009)',
  500: 'Server error (50000)',
  503: 'Queue full (20004)',
  default: 'Any other failure of this call, each code with its status (errors.ts `httpStatusOf`)',
};

/** One response as routes document it; `headers` are plain JSON schemas, kept by `documentRoute`. */
export interface ResponseDoc {
  description: string;
  content?: Record<string, { schema: z.ZodType }>;
  headers?: Record<string, { type: 'string' | 'integer'; description: string }>;
}

type Status = number | 'default';

/** The envelope for each status, with what it means (or what `notes` says it means on this route). */
export function errorResponses(statuses: readonly Status[], notes: Partial<Record<Status, string>> = {}): Record<string, ResponseDoc> {
  const doc = (s: Status): ResponseDoc => ({ description: notes[s] ?? MEANING[s] ?? 'Error', content: { 'application/json': { schema: ErrorEnvelope } } });
  return Object.fromEntries(statuses.map((s) => [s, doc(s)]));
}

/** Raw bytes (a file, a zip, a chunk). */
export const binary = (description: string) => z.string().meta({ format: 'binary', description });

/**
 * The swagger transform: zod to JSON schema, plus what that drops and the non-JSON routes document: a
 * response's headers (tus offsets, byte ranges, Location) and answers with no body.
 */
export const documentRoute: SwaggerTransform = (input) => {
  const response = input.schema?.response as Record<string, unknown> | undefined;
  if (!response || input.schema?.hide) return jsonSchemaTransform(input);
  const docs = Object.entries(response).filter((e): e is [string, ResponseDoc] => isResponseDoc(e[1]));
  const withBody = Object.fromEntries(Object.entries(response).filter(([, r]) => !isResponseDoc(r) || r.content));
  const out = jsonSchemaTransform({ ...input, schema: { ...input.schema, response: withBody } });
  const transformed = (out.schema as { response?: Record<string, object> }).response ?? {};
  for (const [status, doc] of docs) {
    // A bodiless answer is a JSON schema of type null, which @fastify/swagger writes without content.
    const base = doc.content ? transformed[status] : { type: 'null', description: doc.description };
    transformed[status] = { ...base, ...(doc.headers ? { headers: doc.headers } : {}) };
  }
  return { ...out, schema: { ...out.schema, response: transformed } };
};

/** The named components; the error envelope is only ever an answer, so its input twin is left out. */
export const documentComponents: SwaggerTransformObject = (input) => {
  const doc = jsonSchemaTransformObject(input) as { components?: { schemas?: Record<string, unknown> } };
  delete doc.components?.schemas?.ErrorEnvelopeInput;
  return doc as ReturnType<SwaggerTransformObject>;
};

const isResponseDoc = (r: unknown): r is ResponseDoc => typeof r === 'object' && r !== null && !(r instanceof z.ZodType) && 'description' in r;

/**
 * Input is parsed with the contract's zod schemas inside each handler (one error shape), so the schemas
 * on routes only feed the OpenAPI document: Fastify neither validates nor serializes with them.
 */
export function schemasDocumentOnly(app: FastifyInstance): void {
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}

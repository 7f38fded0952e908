import { endpoint, errorMessageOf } from '../speech/openai-protocol.js';
import { chatMessages } from './chat-prompt.js';
import { variantsIn } from './chat-reply.js';
import { primaryLanguage } from './estimate.js';
import { cleanFacts } from './facts.js';
import { throwIfCancelled, variantCount } from './request.js';
import { SCRIPT_LENGTHS, scriptAimSeconds, type ScriptRequest, type ScriptVariant, type ScriptWriter, ScriptWriterError } from './types.js';

export interface ChatScriptOptions {
  /** Base URL of an OpenAI-compatible server (vLLM, Ollama, LocalAI, llama.cpp, OpenAI), with or without /v1. */
  url: string;
  key?: string;
  model: string;
  /** Default 60 s: a local model writing five minutes of script on a CPU is slow. */
  timeoutMs?: number;
  /** For tests. */
  fetch?: typeof fetch;
}

/** Scripts by a language model over the OpenAI chat protocol, in any language it writes. */
export function createChatScriptWriter(opts: ChatScriptOptions): ScriptWriter {
  const url = endpoint(opts.url, '/v1/chat/completions');
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const doFetch = opts.fetch ?? fetch;
  return {
    id: 'chat',
    languages: null,
    describe: () => `Language model ${opts.model} at ${opts.url}: writes in any language it knows, from the product's facts.`,
    async write(req: ScriptRequest): Promise<ScriptVariant[]> {
      throwIfCancelled(req.signal);
      const seconds = SCRIPT_LENGTHS[req.length] && scriptAimSeconds(req.length);
      if (!seconds) throw new TypeError(`Unknown script length: ${String(req.length)}`);
      const facts = cleanFacts(req.product);
      if (!facts.name) throw new ScriptWriterError('empty', 'The product needs a name to write a script about it');
      const variants = variantCount(req.variants);
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (opts.key) headers.authorization = `Bearer ${opts.key}`;
      const body = JSON.stringify({
        model: opts.model,
        messages: chatMessages(facts, primaryLanguage(req.language) || req.language, variants, seconds),
        temperature: 0.8,
        response_format: { type: 'json_object' },
      });

      const deadline = AbortSignal.timeout(timeoutMs);
      const signal = req.signal ? AbortSignal.any([deadline, req.signal]) : deadline;
      let status: number;
      let text: string;
      try {
        const res = await doFetch(url, { method: 'POST', headers, body, signal });
        status = res.status;
        text = await res.text();
        if (!res.ok) throw new ScriptWriterError('engine', `Script engine error (HTTP ${status}): ${errorMessageOf(text) || res.statusText}`);
      } catch (err) {
        if (err instanceof ScriptWriterError) throw err;
        if (req.signal?.aborted) throw new ScriptWriterError('timeout', 'Script writing was cancelled');
        if (deadline.aborted) throw new ScriptWriterError('timeout', `Script engine at ${opts.url} did not answer within ${timeoutMs / 1000} s`);
        const cause = (err as { cause?: { code?: string; message?: string } }).cause;
        throw new ScriptWriterError('engine', `Script engine at ${opts.url} is unreachable: ${cause?.code ?? cause?.message ?? (err as Error).message}`);
      }

      let content: unknown;
      try {
        content = (JSON.parse(text) as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content;
      } catch {
        throw new ScriptWriterError('engine', `Script engine answered something other than JSON (HTTP ${status})`);
      }
      if (typeof content !== 'string') throw new ScriptWriterError('engine', 'Script engine answered without a message');
      const written = variantsIn(content).slice(0, variants);
      if (!written.length) throw new ScriptWriterError('empty', 'The language model wrote no usable script');
      return written;
    },
  };
}

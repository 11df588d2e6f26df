import * as z from 'zod';
import type {
  LlmBinding,
  LlmCallContext,
  LlmProvider,
  LlmRequest,
  LlmRequestPreview,
  LlmResult,
} from '../../../platform/plugins/types.ts';
import { LlmCallError, retryAfterMs } from '../failure.ts';
import { BodyTooLarge, outboundFetch, outboundRefusal, readCapped } from '../../../platform/net/outbound-fetch.ts';

/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, vLLM, llama.cpp's server, Ollama, …):
 * `POST {endpoint}/chat/completions`, the API key (when the binding names a secret) as a Bearer
 * token. One attempt per call; the ai plugin retries throttling.
 */
export const OPENAI_COMPATIBLE = 'openai-compatible';
const REDACTED = '********';

const answer = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullable() }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1),
  usage: z
    .object({ prompt_tokens: z.number().int().nonnegative(), completion_tokens: z.number().int().nonnegative() })
    .optional(),
});

type Part = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

function body(req: LlmRequest): Record<string, unknown> {
  const messages: { role: string; content: string | Part[] }[] = [];
  if (req.system) messages.push({ role: 'system', content: req.system });
  for (const m of req.messages) {
    messages.push(
      m.images?.length
        ? {
            role: m.role,
            content: [
              { type: 'text', text: m.text },
              ...m.images.map(
                (i): Part => ({
                  type: 'image_url',
                  image_url: { url: `data:${i.mediaType};base64,${Buffer.from(i.bytes).toString('base64')}` },
                }),
              ),
            ],
          }
        : { role: m.role, content: m.text },
    );
  }
  return {
    model: req.model,
    messages,
    max_tokens: req.maxTokens,
    ...(req.temperature !== undefined ? { temperature: req.temperature } : {}),
    ...(req.topP !== undefined ? { top_p: req.topP } : {}),
    ...(req.stopSequences?.length ? { stop: req.stopSequences } : {}),
    ...(req.jsonSchema
      ? {
          response_format: {
            type: 'json_schema',
            json_schema: { name: 'answer', schema: req.jsonSchema, strict: true },
          },
        }
      : {}),
    stream: false,
  };
}

function urlOf(binding: LlmBinding): string {
  if (!binding.endpoint)
    throw new LlmCallError('refused', 'The openai-compatible provider needs an endpoint (its base URL up to /v1).');
  return `${binding.endpoint.replace(/\/+$/, '')}/chat/completions`;
}

function preview(req: LlmRequest, binding: LlmBinding): LlmRequestPreview {
  return {
    method: 'POST',
    url: binding.endpoint ? urlOf(binding) : '(no endpoint configured)',
    headers: {
      'content-type': 'application/json',
      ...(binding.apiKeySecret ? { authorization: `Bearer ${REDACTED}` } : {}),
    },
    body: body(req),
  };
}

/** An answer is read up to MAX_ANSWER_BYTES; a longer one is no chat completion svc will store. */
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;
async function boundedText(res: Response, signal: AbortSignal | undefined): Promise<string> {
  try {
    return (await readCapped(res.body, MAX_ANSWER_BYTES, signal)).toString('utf8');
  } catch (err) {
    if (err instanceof BodyTooLarge)
      throw new LlmCallError('malformed', `The endpoint's answer exceeds ${MAX_ANSWER_BYTES} bytes.`);
    throw new LlmCallError('unavailable', `The endpoint's answer broke off (${(err as Error).name}).`);
  }
}

async function complete(req: LlmRequest, binding: LlmBinding, ctx: LlmCallContext): Promise<LlmResult> {
  const url = urlOf(binding);
  const key = binding.apiKeySecret ? (await ctx.secret(binding.apiKeySecret)).trim() : undefined;
  let res: Response;
  try {
    res = await outboundFetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(key ? { authorization: `Bearer ${key}` } : {}),
      },
      body: JSON.stringify(body(req)),
      signal: ctx.signal,
    });
  } catch (err) {
    const refused = outboundRefusal(err);
    if (refused) throw new LlmCallError('unavailable', `The endpoint was not called: ${refused.message}.`);
    throw new LlmCallError('unavailable', `The endpoint did not answer (${(err as Error).name}).`);
  }
  if (res.status === 429) {
    await res.body?.cancel();
    throw new LlmCallError(
      'throttled',
      'The endpoint is throttling (429).',
      retryAfterMs(res.headers.get('retry-after')),
    );
  }
  if (res.status >= 500) {
    await res.body?.cancel();
    throw new LlmCallError('unavailable', `The endpoint failed (${res.status}).`);
  }
  const text = await boundedText(res, ctx.signal);
  if (res.status >= 400)
    throw new LlmCallError(
      'refused',
      `The endpoint refused the request (${res.status}).`,
      undefined,
      res.status === 401 || res.status === 403,
    );
  let parsed: z.output<typeof answer>;
  try {
    parsed = answer.parse(JSON.parse(text));
  } catch {
    throw new LlmCallError('malformed', "The endpoint's answer is not a chat completion.");
  }
  const choice = parsed.choices[0]!;
  if (choice.message.content === null) throw new LlmCallError('malformed', 'The endpoint answered no content.');
  return {
    text: choice.message.content,
    tokensIn: parsed.usage?.prompt_tokens ?? 0,
    tokensOut: parsed.usage?.completion_tokens ?? 0,
    stopReason: choice.finish_reason?.toLowerCase() ?? null,
  };
}

export const openAiCompatibleProvider: LlmProvider = {
  id: OPENAI_COMPATIBLE,
  capabilities: ['TEXT', 'FAST_TEXT', 'VISION', 'STRUCTURED'],
  complete,
  preview,
};

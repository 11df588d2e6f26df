import {
  BedrockRuntimeClient,
  ConverseCommand,
  type ContentBlock,
  type ConverseCommandInput,
  type ConverseCommandOutput,
} from '@aws-sdk/client-bedrock-runtime';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { config } from '../../../platform/config/load.ts';
import { awsClient } from '../../../platform/aws/resilience.ts';
import type {
  LlmBinding,
  LlmCallContext,
  LlmProvider,
  LlmRequest,
  LlmRequestPreview,
  LlmResult,
} from '../../../platform/plugins/types.ts';
import { LlmCallError } from '../failure.ts';

/**
 * Amazon Bedrock through the Converse API (one request shape for every model family), credentials
 * from the function's role (the SDK's default chain). The SDK makes one attempt (`maxAttempts: 1`):
 * the ai plugin owns retries and the time budget, and passes its abort signal. The endpoint is
 * overridable per binding (a VPC endpoint, or the stand-in in tests).
 */
export const BEDROCK = 'bedrock';

const THROTTLED = new Set(['ThrottlingException', 'TooManyRequestsException', 'ServiceQuotaExceededException']);
const UNAVAILABLE = new Set([
  'ServiceUnavailableException',
  'InternalServerException',
  'ModelNotReadyException',
  'ModelTimeoutException',
]);

const clients = new Map<string, BedrockRuntimeClient>();
function client(binding: LlmBinding): BedrockRuntimeClient {
  const region = binding.region ?? config()['svc.aws.region'];
  const key = `${region}|${binding.endpoint ?? ''}`;
  let c = clients.get(key);
  if (!c) {
    // Converse is exempt from the shared dependency deadline: the slot's timeoutMs bounds it.
    c = awsClient(
      new BedrockRuntimeClient({
        region,
        maxAttempts: 1,
        ...(binding.endpoint ? { endpoint: binding.endpoint } : {}),
        requestHandler: new NodeHttpHandler({
          connectionTimeout: 3_000,
          requestTimeout: 25_000,
          throwOnRequestTimeout: true,
        }),
      }),
      'bedrock',
      ['Converse'],
    );
    clients.set(key, c);
  }
  return c;
}

export function converseInput(req: LlmRequest): ConverseCommandInput {
  return {
    modelId: req.model,
    messages: req.messages.map((m) => ({
      role: m.role,
      content: [
        { text: m.text },
        ...(m.images ?? []).map(
          (i): ContentBlock => ({
            image: {
              format: i.mediaType.slice('image/'.length) as 'png' | 'jpeg' | 'gif' | 'webp',
              source: { bytes: i.bytes },
            },
          }),
        ),
      ],
    })),
    ...(req.system ? { system: [{ text: req.system }] } : {}),
    inferenceConfig: {
      maxTokens: req.maxTokens,
      ...(req.temperature !== undefined ? { temperature: req.temperature } : {}),
      ...(req.topP !== undefined ? { topP: req.topP } : {}),
      ...(req.stopSequences?.length ? { stopSequences: [...req.stopSequences] } : {}),
    },
    ...(req.jsonSchema
      ? {
          outputConfig: {
            textFormat: {
              type: 'json_schema',
              structure: { jsonSchema: { schema: JSON.stringify(req.jsonSchema), name: 'answer' } },
            },
          },
        }
      : {}),
  };
}

function preview(req: LlmRequest, binding: LlmBinding): LlmRequestPreview {
  const region = binding.region ?? config()['svc.aws.region'];
  const base = (binding.endpoint ?? `https://bedrock-runtime.${region}.amazonaws.com`).replace(/\/+$/, '');
  const input = converseInput(req);
  const { modelId: _m, ...rest } = input;
  return {
    method: 'POST',
    url: `${base}/model/${encodeURIComponent(req.model)}/converse`,
    headers: {
      'content-type': 'application/json',
      authorization: "AWS4-HMAC-SHA256 (signed with the function role's credentials)",
    },
    body: rest,
  };
}

async function complete(req: LlmRequest, binding: LlmBinding, ctx: LlmCallContext): Promise<LlmResult> {
  let out: ConverseCommandOutput;
  try {
    out = await client(binding).send(new ConverseCommand(converseInput(req)), { abortSignal: ctx.signal });
  } catch (thrown) {
    // awsClient turns throttling and unreachability into a 503 problem; classify by its cause.
    const err =
      thrown instanceof Error && thrown.name === 'ProblemError' && thrown.cause !== undefined ? thrown.cause : thrown;
    const e = err as { name?: string; $metadata?: { httpStatusCode?: number }; $retryable?: { throttling?: boolean } };
    const status = e.$metadata?.httpStatusCode ?? 0;
    if (status === 429 || e.$retryable?.throttling === true || THROTTLED.has(e.name ?? ''))
      throw new LlmCallError('throttled', `Bedrock is throttling (${e.name ?? status}).`);
    if (status >= 500 || UNAVAILABLE.has(e.name ?? ''))
      throw new LlmCallError('unavailable', `Bedrock failed (${e.name ?? status}).`);
    if (status >= 400) throw new LlmCallError('refused', `Bedrock refused the request (${e.name ?? status}).`);
    // No HTTP status: unreachable, aborted, or an answer the SDK could not deserialise.
    if (e.name === 'SyntaxError' || /Deserializ/i.test(e.name ?? ''))
      throw new LlmCallError('malformed', "Bedrock's answer could not be read.");
    throw new LlmCallError('unavailable', `Bedrock did not answer (${e.name ?? 'error'}).`);
  }
  const blocks = out.output && 'message' in out.output ? (out.output.message?.content ?? []) : [];
  const texts = blocks.flatMap((b) => (typeof b.text === 'string' ? [b.text] : []));
  if (texts.length === 0) throw new LlmCallError('malformed', 'Bedrock answered no text.');
  return {
    text: texts.join(''),
    tokensIn: out.usage?.inputTokens ?? 0,
    tokensOut: out.usage?.outputTokens ?? 0,
    stopReason: out.stopReason ? String(out.stopReason).toLowerCase() : null,
  };
}

export const bedrockProvider: LlmProvider = {
  id: BEDROCK,
  capabilities: ['TEXT', 'FAST_TEXT', 'VISION', 'STRUCTURED'],
  complete,
  preview,
};

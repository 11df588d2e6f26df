import type { Answer } from '../../kernel/pipeline.ts';
import { renderError, renderResponse, type LambdaResult } from '../render.ts';

/** The answer's headers under the result's; a `link` in both keeps both links (RFC 8288 lists them comma-separated). */
function beneath(
  answer: Readonly<Record<string, string>>,
  result: LambdaResult['headers'],
): NonNullable<LambdaResult['headers']> {
  const merged = { ...answer, ...result };
  const own = result?.['link'];
  if (answer['link'] && own !== undefined && own !== '') merged['link'] = `${String(own)}, ${answer['link']}`;
  return merged;
}

/** A pipeline's answer on the wire: the response rendered, or the error as problem JSON about `instance`. */
export function renderAnswer(answer: Answer, instance: string): LambdaResult {
  const result = answer.ok ? renderResponse(answer.response) : renderError(answer.error, instance);
  const headers = answer.headers ?? {};
  return Object.keys(headers).length > 0 ? { ...result, headers: beneath(headers, result.headers) } : result;
}

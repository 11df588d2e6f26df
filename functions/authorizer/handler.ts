import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerWithContextResult } from 'aws-lambda';
import { config } from '#core/config/load.ts';
import { authenticate } from '#core/auth/authenticate.ts';
import { encodeAuthContext } from '#core/auth/principal.ts';
import { logger } from '#core/observability/logger.ts';

config();

/**
 * HTTP API Lambda authorizer (simple responses). It resolves who is calling and always lets the
 * request through with that answer in `context`: the function's auth gate then decides, so
 * 401/403 are RFC 7807 problem documents rather than API Gateway's bare bodies.
 */
export const handler = async (
  event: APIGatewayRequestAuthorizerEventV2,
): Promise<APIGatewaySimpleAuthorizerWithContextResult<Record<string, string>>> => {
  try {
    const ctx = await authenticate(event.headers ?? {});
    return { isAuthorized: true, context: encodeAuthContext(ctx) };
  } catch (error) {
    logger.error('authorizer backend unavailable', { error: error as Error });
    return { isAuthorized: true, context: encodeAuthContext({ status: 'unavailable' }) };
  }
};

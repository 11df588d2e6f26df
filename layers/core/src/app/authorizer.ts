import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerWithContextResult } from 'aws-lambda';
import { config } from '../platform/config/load.ts';
import { logger } from '../platform/observability/logger.ts';
import { authenticate } from '../access/auth/authenticate.ts';
import { encodeAuthContext } from '../kernel/principal.ts';
import { unavailableDependency } from '../platform/dependencies.ts';

config();

/**
 * HTTP API Lambda authorizer (simple responses). It resolves who is calling and always lets the
 * request through with that answer in `context`: the function's auth gate then decides, so
 * 401/403 are RFC 7807 problem documents rather than API Gateway's bare bodies.
 */
export async function authorizer(
  event: APIGatewayRequestAuthorizerEventV2,
): Promise<APIGatewaySimpleAuthorizerWithContextResult<Record<string, string>>> {
  try {
    const ctx = await authenticate(event.headers ?? {});
    return { isAuthorized: true, context: encodeAuthContext(ctx) };
  } catch (error) {
    logger.error('authorizer backend unavailable', { error: error as Error });
    const dependency = unavailableDependency(error);
    return {
      isAuthorized: true,
      context: encodeAuthContext(dependency ? { status: 'unavailable', dependency } : { status: 'unavailable' }),
    };
  }
}

import type { Stack } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as logs from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { fallbackGroup, routes } from '../../layers/core/src/app/routes.ts';
import { routeKey } from '../../layers/core/src/kernel/route-types.ts';
import {
  accessLogSettings,
  allowInvokeFromApi,
  corsPreflight,
  LambdaProxyIntegration,
  svcAuthorizer,
} from '../lib/http-api.ts';
import { pascal } from '../lib/paths.ts';
import type { DeploySettings } from '../lib/settings.ts';
import type { SvcFunction } from '../lib/svc-function.ts';
import { endpointGroups } from './functions.ts';

export interface SvcHttpApi {
  readonly api: apigwv2.HttpApi;
  readonly stage: apigwv2.HttpStage;
}

/**
 * The HTTP API, built from the route table (layers/core/src/app/routes.ts): one route per row to
 * its group's function, the Lambda authorizer on every non-public route, `$default` to the
 * fallback group, and the `$default` stage with access logs and throttling. In the stack's scope,
 * so the logical ids stay those of the deployed stack.
 */
export function createHttpApi(
  stack: Stack,
  settings: DeploySettings,
  functions: Readonly<Record<string, SvcFunction>>,
): SvcHttpApi {
  const fnOf = (id: string) => {
    const f = functions[id];
    if (!f) throw new Error(`no function ${id} for the HTTP API`);
    return f.fn;
  };
  const integrations = Object.fromEntries(
    endpointGroups.map((g) => [g, new LambdaProxyIntegration(`${pascal(g)}Integration`, fnOf(g))]),
  );
  const api = new apigwv2.HttpApi(stack, 'HttpApi', {
    apiName: `${stack.stackName}-api`,
    description: 'svc research-data service',
    corsPreflight: corsPreflight(),
    createDefaultStage: false,
    // Unmatched requests: the fallback group answers 404/405 as problem JSON.
    defaultIntegration: integrations[fallbackGroup],
  });
  for (const g of endpointGroups) allowInvokeFromApi(fnOf(g), api);

  const accessLogs = new logs.LogGroup(stack, 'HttpApiAccessLogs', { retention: settings.logRetention });
  const stage = new apigwv2.HttpStage(stack, 'DefaultStage', {
    httpApi: api,
    stageName: '$default',
    autoDeploy: true,
    throttle: settings.throttle,
    accessLogSettings: accessLogSettings(accessLogs),
  });

  const authorizer = svcAuthorizer(stack, api, fnOf('authorizer'));
  for (const r of routes) {
    const route = new apigwv2.HttpRoute(stack, `Route${pascal(r.operationId)}`, {
      httpApi: api,
      routeKey: apigwv2.HttpRouteKey.with(r.path, apigwv2.HttpMethod[r.method]),
      integration: integrations[r.group]!,
      ...(r.auth === 'public' ? {} : { authorizer }),
    });
    if (r.auth === 'public') {
      NagSuppressions.addResourceSuppressions(route, [
        {
          id: 'AwsSolutions-APIG4',
          reason: `${routeKey(r)} is public by the route table (auth: 'public'): ${r.summary}`,
        },
      ]);
    }
  }
  NagSuppressions.addResourceSuppressions(api.node.findChild('DefaultRoute'), [
    {
      id: 'AwsSolutions-APIG4',
      reason: `$default only catches requests that match no route; the ${fallbackGroup} function answers them with 404/405 problem JSON and reaches no data`,
    },
  ]);
  return { api, stage };
}

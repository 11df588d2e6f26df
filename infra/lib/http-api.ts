import { Duration, Stack } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { cors } from '../../layers/core/src/http/cors.ts';

/**
 * Lambda proxy integration (payload 2.0) that adds no per-route permission: the stack grants
 * the API one invoke permission per function instead (`allowInvokeFromApi`), which also covers
 * `$default` and keeps each function's resource policy a constant size however many routes
 * the table grows to (a per-route permission each would eventually exceed Lambda's 20 KB limit).
 */
export class LambdaProxyIntegration extends apigwv2.HttpRouteIntegration {
  constructor(
    id: string,
    private readonly handler: lambda.IFunction,
  ) {
    super(id);
  }
  override bind(_options: apigwv2.HttpRouteIntegrationBindOptions): apigwv2.HttpRouteIntegrationConfig {
    return {
      type: apigwv2.HttpIntegrationType.AWS_PROXY,
      uri: this.handler.functionArn,
      payloadFormatVersion: apigwv2.PayloadFormatVersion.VERSION_2_0,
    };
  }
}

/** `lambda:InvokeFunction` for API Gateway, from any stage and route of this API only. */
export function allowInvokeFromApi(fn: lambda.IFunction, api: apigwv2.IHttpApi, resourceName = '*'): void {
  fn.addPermission(`InvokeFromHttpApi-${resourceName === '*' ? 'Routes' : 'Authorizer'}`, {
    principal: new iam.ServicePrincipal('apigateway.amazonaws.com'),
    action: 'lambda:InvokeFunction',
    sourceArn: Stack.of(api).formatArn({ service: 'execute-api', resource: api.apiId, resourceName }),
  });
}

/** CORS preflight of the HTTP API, from layers/core/src/http/cors.ts. */
export function corsPreflight(): apigwv2.CorsPreflightOptions {
  return {
    allowOrigins: [...cors.allowOrigins],
    allowHeaders: [...cors.allowHeaders],
    allowMethods: cors.allowMethods.map((m) => apigwv2.CorsHttpMethod[m]),
    exposeHeaders: [...cors.exposeHeaders],
    maxAge: Duration.seconds(cors.maxAgeSeconds),
  };
}

/**
 * The svc Lambda authorizer: REQUEST type, payload 2.0, simple responses, and deliberately NO
 * identity source and NO result cache. With an identity source, API Gateway itself answers 401
 * (not problem JSON) to any request lacking that exact header, yet callers may authenticate with
 * any one of `X-API-KEY`, `apikey` or `Authorization`; the authorizer always allows and describes
 * the caller, the 401/403 decision is each function's auth gate. It caches results itself (60 s).
 */
export function svcAuthorizer(scope: Stack, api: apigwv2.HttpApi, fn: lambda.IFunction): apigwv2.IHttpRouteAuthorizer {
  const authorizer = new apigwv2.HttpAuthorizer(scope, 'Authorizer', {
    httpApi: api,
    authorizerName: 'svc-authorizer',
    type: apigwv2.HttpAuthorizerType.LAMBDA,
    identitySource: [],
    enableSimpleResponses: true,
    payloadFormatVersion: apigwv2.AuthorizerPayloadVersion.VERSION_2_0,
    authorizerUri: scope.formatArn({
      service: 'apigateway',
      account: 'lambda',
      resource: 'path/2015-03-31/functions',
      resourceName: `${fn.functionArn}/invocations`,
    }),
    resultsCacheTtl: Duration.seconds(0),
  });
  // Omit the property altogether (rather than an empty list): "no identity source".
  (authorizer.node.defaultChild as apigwv2.CfnAuthorizer).addPropertyDeletionOverride('IdentitySource');
  allowInvokeFromApi(fn, api, `authorizers/${authorizer.authorizerId}`);
  return apigwv2.HttpAuthorizer.fromHttpAuthorizerAttributes(scope, 'RouteAuthorizer', {
    authorizerId: authorizer.authorizerId,
    // The route's AuthorizationType for any Lambda authorizer (the authorizer's own type is REQUEST).
    authorizerType: 'CUSTOM',
  });
}

/** One JSON line per request; `authorizerError` surfaces authorizer failures (API Gateway answers 500). */
export function accessLogSettings(logGroup: logs.ILogGroup): apigwv2.IAccessLogSettings {
  return {
    destination: new apigwv2.LogGroupLogDestination(logGroup),
    format: apigw.AccessLogFormat.custom(
      JSON.stringify({
        requestId: '$context.requestId',
        ip: '$context.identity.sourceIp',
        userAgent: '$context.identity.userAgent',
        requestTime: '$context.requestTime',
        httpMethod: '$context.httpMethod',
        path: '$context.path',
        routeKey: '$context.routeKey',
        status: '$context.status',
        protocol: '$context.protocol',
        responseLength: '$context.responseLength',
        responseLatency: '$context.responseLatency',
        integrationLatency: '$context.integrationLatency',
        integrationStatus: '$context.integrationStatus',
        integrationError: '$context.integrationErrorMessage',
        authorizerError: '$context.authorizer.error',
      }),
    ),
  };
}

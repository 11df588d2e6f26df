import { type CfnElement, CfnOutput, Duration, Fn, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { CONSOLE_CSP } from '../../localstack/src/gateway/console.ts';
import { consoleStampName, ensureConsoleDist } from '../lib/console-dist.ts';
import type { ConsoleSettings } from '../lib/settings.ts';

export interface SvcConsoleProps {
  readonly settings: ConsoleSettings;
  /** The stack's HTTP API: `/svc/*` and `/v2/*` reach it through the console's own origin. */
  readonly api: apigwv2.IHttpApi;
  /** Destination of the console buckets' server access logs (the data buckets' log bucket). */
  readonly accessLogBucket: s3.IBucket;
  /** The files bucket: browsers PUT to and GET from it by presigned URL, so the CSP allows it. */
  readonly filesBucket: s3.IBucket;
  /** `svc.files.s3.endpoint` when the operator points the files adapter elsewhere. */
  readonly filesEndpoint?: string;
}

/** Every console URL is below this prefix, as locally (localstack/src/gateway/console.ts). */
export const CONSOLE_PATH = '/console/';
/** The console's files sit in the bucket under the path they are served at. */
const KEY_PREFIX = 'console/';
/** Paths of the HTTP API routed through the distribution (every route of the route table but /versionz). */
export const API_PATH_PATTERNS = ['/svc/*', '/v2/*'] as const;
/** Hashed file names: cached for a year by CloudFront and browsers, never changed in place. */
const ASSETS_PATTERN = `${CONSOLE_PATH}assets/*`;
export const ASSETS_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** index.html and config.json revalidate on every load: a deploy takes effect at once. */
export const SHELL_CACHE_CONTROL = 'no-cache';

/**
 * Viewer-request function of the console's default behaviour: `/` and `/console` redirect to
 * `/console/`; a path below /console/ whose last segment has no file extension is a client-side
 * route and gets index.html. Files (config.json, favicon.svg, a missing chunk) pass unchanged, so a
 * chunk that is gone fails instead of answering HTML, and the console reloads.
 */
export const SPA_ROUTING_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === '/') return redirect(302, 'Found');
  if (uri === '/console') return redirect(308, 'Permanent Redirect');
  if (uri.indexOf('${CONSOLE_PATH}') === 0 && uri.substring(uri.lastIndexOf('/') + 1).indexOf('.') === -1)
    request.uri = '${CONSOLE_PATH}index.html';
  return request;
}
function redirect(statusCode, statusDescription) {
  return { statusCode: statusCode, statusDescription: statusDescription, headers: { location: { value: '${CONSOLE_PATH}' } } };
}
`;

/**
 * The console's runtime `config.json`, the same shape as the local gateway's (consoleConfig): ''
 * is the console's own origin; `hdfBrowserEndpoint` only when the stack setting names one.
 */
export function consoleConfigJson(settings: ConsoleSettings): Record<string, unknown> {
  return {
    apiBase: '',
    oidc: { authority: settings.oidcAuthority, clientId: settings.oidcClientId },
    ...(settings.hdfBrowserEndpoint ? { hdfBrowserEndpoint: settings.hdfBrowserEndpoint } : {}),
  };
}

/**
 * The web console in AWS: its static files in a private bucket behind CloudFront (origin access
 * control), the HTTP API behind the same distribution so the browser calls it same-origin (no
 * CORS), and the runtime `config.json` written by the stack, so one build serves every stage.
 * Deploys keep old hashed assets (prune: false): an open tab's lazily loaded chunks still load.
 */
export class SvcConsole extends Construct {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  /** `https://<distribution>/console/` */
  readonly url: string;

  constructor(scope: Construct, id: string, props: SvcConsoleProps) {
    super(scope, id);
    const dist = ensureConsoleDist();

    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.accessLogBucket,
      serverAccessLogsPrefix: 'console/',
      // Every file is rebuilt from the repository; the bucket is kept like the others on stack deletion.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // CloudFront standard logs are delivered with an ACL grant, so their bucket must allow ACLs
    // (the access-log bucket enforces bucket-owner ownership and cannot take them).
    const cdnLogs = new s3.Bucket(this, 'CdnLogBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      objectOwnership: s3.ObjectOwnership.OBJECT_WRITER,
      serverAccessLogsBucket: props.accessLogBucket,
      serverAccessLogsPrefix: 'console-cdn-logs/',
      lifecycleRules: [{ id: 'expire-cdn-logs', expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const securityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'svc console: CSP (scripts from this origin only), HSTS, nosniff, no framing',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: this.csp(props), override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: false, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.NO_REFERRER, override: true },
      },
    });
    const assetsCache = new cloudfront.CachePolicy(this, 'AssetsCachePolicy', {
      comment: 'svc console: hashed assets, immutable, one year',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.days(365),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const spaRouting = new cloudfront.Function(this, 'SpaRouting', {
      comment: 'svc console: client-side routes under /console/ get index.html',
      code: cloudfront.FunctionCode.fromInline(SPA_ROUTING_CODE),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    });

    const site = origins.S3BucketOrigin.withOriginAccessControl(this.bucket, {
      originAccessLevels: [cloudfront.AccessLevel.READ],
    });
    // The $default stage has no path: the origin is the API endpoint's host.
    const apiOrigin = new origins.HttpOrigin(Fn.select(2, Fn.split('/', props.api.apiEndpoint)), {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
    });
    const apiBehavior: cloudfront.BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      // Every viewer header (Authorization, X-API-Key, If-Match, ...) but Host, which API Gateway routes by.
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    };
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `${Stack.of(this).stackName}: svc web console and API`,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      defaultBehavior: {
        origin: site,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
        // index.html (every client-side route), config.json and the few unhashed files.
        cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: spaRouting, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        [ASSETS_PATTERN]: {
          origin: site,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: assetsCache,
          responseHeadersPolicy: securityHeaders,
        },
        ...Object.fromEntries(API_PATH_PATTERNS.map((p) => [p, apiBehavior])),
      },
      enableLogging: true,
      logBucket: cdnLogs,
      logFilePrefix: 'cloudfront/',
    });
    const origin = `https://${this.distribution.distributionDomainName}`;
    this.url = `${origin}${CONSOLE_PATH}`;

    // Assets first: a new index.html never names a chunk that is not there yet.
    const assets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
      sources: [s3deploy.Source.asset(dist, { exclude: ['*', '!assets', '!assets/**', consoleStampName] })],
      destinationBucket: this.bucket,
      destinationKeyPrefix: KEY_PREFIX,
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString(ASSETS_CACHE_CONTROL)],
    });
    // index.html, the unhashed files and config.json, revalidated on every load. The same shape
    // as the local gateway's config (consoleConfig): '' is the console's own origin.
    const shell = new s3deploy.BucketDeployment(this, 'DeployShell', {
      sources: [
        s3deploy.Source.asset(dist, { exclude: ['assets', consoleStampName] }),
        s3deploy.Source.jsonData('config.json', consoleConfigJson(props.settings)),
      ],
      destinationBucket: this.bucket,
      destinationKeyPrefix: KEY_PREFIX,
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString(SHELL_CACHE_CONTROL)],
    });
    shell.node.addDependency(assets);

    new CfnOutput(Stack.of(this), 'ConsoleUrl', { value: this.url, description: 'URL of the svc web console' });
    this.suppressNagFindings(assets);
  }

  /**
   * The local gateway's policy (scripts, styles, fonts from this origin only), with connect-src
   * widened by what the browser must fetch from elsewhere: presigned file transfers (the files
   * bucket, or the configured S3 endpoint), the OIDC issuer (discovery, token, userinfo) and the
   * HSDS the HDF browsing page reads (`svc.console.hdf-browser-endpoint`, when set); and media-src
   * by the files bucket (a video preview streams its presigned URL).
   */
  private csp(props: SvcConsoleProps): string {
    const bucket = [`https://${props.filesBucket.bucketRegionalDomainName}`];
    if (props.filesEndpoint && URL.canParse(props.filesEndpoint)) bucket.push(new URL(props.filesEndpoint).origin);
    const connect = [...bucket];
    if (props.settings.oidcAuthority) connect.push(new URL(props.settings.oidcAuthority).origin);
    if (props.settings.hdfBrowserEndpoint) connect.push(new URL(props.settings.hdfBrowserEndpoint).origin);
    const directives = CONSOLE_CSP.split('; ');
    for (const d of ["connect-src 'self'", "media-src 'self'"])
      if (!directives.includes(d)) throw new Error(`CONSOLE_CSP has no ${d} to widen`);
    const widened = (d: string) =>
      d === "connect-src 'self'" ? [d, ...connect].join(' ') : d === "media-src 'self'" ? [d, ...bucket].join(' ') : d;
    return directives.map(widened).join('; ');
  }

  private suppressNagFindings(deployment: s3deploy.BucketDeployment): void {
    NagSuppressions.addResourceSuppressions(this.distribution, [
      {
        id: 'AwsSolutions-CFR1',
        reason:
          'Researchers and collaborators sign in from anywhere; access is decided by sign-in and per-object permissions, not by country.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'No WAF: a CloudFront web ACL must live in us-east-1 and this stack is region-agnostic; the API behind it has its own authorizer and stage throttling.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'The distribution uses its *.cloudfront.net name and default certificate, for which CloudFront fixes the minimum viewer protocol; a custom domain with an ACM certificate would allow TLSv1.2_2021.',
      },
    ]);
    const stack = Stack.of(this);
    const bucketId = stack.getLogicalId(this.bucket.node.defaultChild as CfnElement);
    NagSuppressions.addResourceSuppressions(
      deployment.handlerRole,
      [
        {
          id: 'AwsSolutions-IAM4',
          reason:
            'CDK BucketDeployment custom resource: its handler role carries AWSLambdaBasicExecutionRole to write its own logs.',
          appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
        },
        {
          id: 'AwsSolutions-IAM5',
          reason:
            "CDK BucketDeployment custom resource: it reads the console's zipped files from the CDK asset bucket and syncs the objects below console/ of the console bucket, whose keys (content hashes) are not known in advance.",
          appliesTo: [
            'Action::s3:GetBucket*',
            'Action::s3:GetObject*',
            'Action::s3:List*',
            'Action::s3:Abort*',
            'Action::s3:DeleteObject*',
            {
              regex:
                '/^Resource::arn:<AWS::Partition>:s3:::cdk-[a-z0-9]+-assets-<AWS::AccountId>-<AWS::Region>\\/\\*$/',
            },
            `Resource::<${bucketId}.Arn>/*`,
          ],
        },
      ],
      true,
    );
    for (const child of stack.node.children) {
      if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
      NagSuppressions.addResourceSuppressions(child, [
        {
          id: 'AwsSolutions-L1',
          reason: 'CDK BucketDeployment custom resource: CDK chooses and updates the runtime of its handler.',
        },
      ]);
    }
  }
}

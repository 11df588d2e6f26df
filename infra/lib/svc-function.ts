import { Size, type Duration } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { functionEntry, packageVersion, repoPath } from './paths.ts';

/** Files of an npm package that a function reads at run time rather than bundling. */
export interface PackageFiles {
  readonly name: string;
  /** Paths inside the package (its package.json among them, so that Node can resolve it). */
  readonly files: readonly string[];
}

/** A path quoted for the shell. */
const q = (p: string) => `"${p.replace(/(["\\$`])/g, '\\$1')}"`;

/**
 * Shell commands that copy `pkg`'s files from the repository's node_modules to
 * `node_modules/<name>/` beside the bundle, where Node's resolution finds them in Lambda; a file
 * in a sub-folder (`dist/x.js`) keeps its folder.
 */
function copyPackageFiles(pkg: PackageFiles, outputDir: string): string[] {
  const from = path.dirname(createRequire(import.meta.url).resolve(`${pkg.name}/package.json`));
  const to = path.join(outputDir, 'node_modules', pkg.name);
  const dirs = [...new Set(pkg.files.map((f) => path.dirname(f)))];
  return dirs.flatMap((d) => {
    const files = pkg.files.filter((f) => path.dirname(f) === d);
    return [
      `mkdir -p ${q(path.join(to, d))}`,
      `cp ${files.map((f) => q(path.join(from, f))).join(' ')} ${q(path.join(to, d))}`,
    ];
  });
}

/** Repository files a function reads at run time from a folder beside its bundle (the ontology bundles). */
export interface DataFiles {
  /** Absolute source folder. */
  readonly from: string;
  /** Folder beside the bundle. */
  readonly to: string;
  /** Paths inside `from`, sub-folders kept. */
  readonly files: readonly string[];
}

function copyDataFiles(data: DataFiles, outputDir: string): string[] {
  const dirs = [...new Set(data.files.map((f) => path.dirname(path.join(outputDir, data.to, f))))];
  return [
    `mkdir -p ${dirs.map(q).join(' ')}`,
    ...data.files.map((f) => `cp ${q(path.join(data.from, f))} ${q(path.join(outputDir, data.to, f))}`),
  ];
}

export interface SvcFunctionProps {
  /** Directory under `functions/` (endpoint group, `authorizer` or a schedule id). */
  readonly functionId: string;
  readonly description: string;
  readonly memorySize: number;
  readonly timeout: Duration;
  readonly environment: Readonly<Record<string, string>>;
  readonly logRetention: logs.RetentionDays;
  /** Packages' files to ship beside the bundle, kept out of it (Swagger UI for `ops`, Oxigraph for `semantic`). */
  readonly packageFiles?: readonly PackageFiles[];
  /** Repository files to ship beside the bundle (the ontology bundles for `semantic`). */
  readonly dataFiles?: readonly DataFiles[];
  /** Ephemeral /tmp in MiB (Lambda's default 512) for a function that spools files. */
  readonly tmpMiB?: number;
}

/**
 * One svc Lambda function: `functions/<id>/handler.ts` bundled locally by esbuild into a
 * minified ESM file (Node 22, arm64, X-Ray tracing), with its own log group and its own role
 * whose only built-in permission is writing to that log group (no AWSLambdaBasicExecutionRole).
 */
export class SvcFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: SvcFunctionProps) {
    super(scope, id);
    this.logGroup = new logs.LogGroup(this, 'Logs', { retention: props.logRetention });
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `svc ${props.functionId} function`,
    });
    this.logGroup.grantWrite(this.role);

    this.fn = new NodejsFunction(this, 'Function', {
      entry: functionEntry(props.functionId),
      handler: 'handler',
      projectRoot: repoPath(),
      depsLockFilePath: repoPath('package-lock.json'),
      description: props.description,
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySize,
      timeout: props.timeout,
      ...(props.tmpMiB ? { ephemeralStorageSize: Size.mebibytes(props.tmpMiB) } : {}),
      tracing: lambda.Tracing.ACTIVE,
      role: this.role,
      logGroup: this.logGroup,
      environment: { NODE_OPTIONS: '--enable-source-maps', SVC_FUNCTION: props.functionId, ...props.environment },
      bundling: {
        forceDockerBundling: false,
        format: OutputFormat.ESM,
        target: 'node22',
        mainFields: ['module', 'main'],
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        tsconfig: repoPath('tsconfig.json'),
        // The Node 22 runtime ships AWS SDK v3; bundling it would only add size and cold-start time.
        // A shipped package is external too, should anything import it statically.
        externalModules: ['@aws-sdk/*', ...(props.packageFiles ?? []).map((p) => p.name)],
        // CommonJS dependencies call require(); ESM output has none unless we create one.
        banner:
          "import { createRequire as __svcCreateRequire } from 'node:module'; const require = __svcCreateRequire(import.meta.url);",
        define: { __SVC_BUILD_VERSION__: JSON.stringify(packageVersion) },
        ...(props.packageFiles || props.dataFiles
          ? { commandHooks: afterBundling(props.packageFiles ?? [], props.dataFiles ?? []) }
          : {}),
      },
    });

    // X-Ray's PutTraceSegments/PutTelemetryRecords have no resource-level permissions.
    NagSuppressions.addResourceSuppressions(
      this.role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason: 'Active X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support only Resource "*"',
          appliesTo: ['Resource::*'],
        },
      ],
      true,
    );
  }
}

const afterBundling = (pkgs: readonly PackageFiles[], data: readonly DataFiles[]) => ({
  beforeBundling: () => [],
  beforeInstall: () => [],
  afterBundling: (_inputDir: string, outputDir: string) => [
    ...pkgs.flatMap((p) => copyPackageFiles(p, outputDir)),
    ...data.flatMap((d) => copyDataFiles(d, outputDir)),
  ],
});

import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { join } from 'node:path';

export const repoRoot = join(import.meta.dirname, '..', '..');
export const functionsSrc = join(repoRoot, 'functions', 'src');

export interface PortalFunctionProps {
  /** Handler module relative to functions/src (as in the route declarations). */
  handler: string;
  /** Powertools service name (the domain). */
  service: string;
  environment: Record<string, string>;
  description?: string;
  /** Memory and timeout when the route declares them (default 512 MB, 10 s). */
  compute?: { memoryMiB: number; timeoutSeconds: number };
}

/**
 * esbuild loaders by file suffix, beyond its defaults; the longest matching suffix wins. Fonts are
 * copied beside the bundle (the import yields their path): the PDFs embed them, and only the
 * functions that render PDFs import them (functions/src/deals/adapters/pdf-fonts.ts).
 */
export const bundlingLoader = { '.standalone.js': 'text', '.ttf': 'file', '.otf': 'file' } as const;

/**
 * One Lambda function from a handler module: Node.js 22 on arm64, bundled with the local esbuild
 * (no Docker) as ESM, its own log group kept for a month, X-Ray off (Powertools logs carry request ids).
 */
export class PortalFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: PortalFunctionProps) {
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    super(scope, id, {
      entry: join(functionsSrc, props.handler),
      handler: 'handler',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: props.compute?.memoryMiB ?? 512,
      timeout: Duration.seconds(props.compute?.timeoutSeconds ?? 10),
      description: props.description,
      logGroup,
      projectRoot: repoRoot,
      depsLockFilePath: join(repoRoot, 'pnpm-lock.yaml'),
      environment: {
        POWERTOOLS_SERVICE_NAME: props.service,
        NODE_OPTIONS: '--enable-source-maps',
        ...props.environment,
      },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node24',
        minify: true,
        sourceMap: true,
        // ESM bundles still meet CommonJS dependencies that call require(): give them one.
        banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
        mainFields: ['module', 'main'],
        // Redoc's browser build (GET /docs/redoc.standalone.js) travels in the bundle as a string; the
        // function has no node_modules to read it from (functions/src/platform/docs/redoc-script.ts).
        loader: bundlingLoader,
        // The Node.js 22 runtime ships the AWS SDK v3; bundling our pinned version keeps behaviour
        // identical to the tests, so nothing is external.
        externalModules: [],
      },
    });
  }
}

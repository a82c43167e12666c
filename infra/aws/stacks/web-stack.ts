import { existsSync } from 'node:fs';
import { Annotations, CfnOutput, Duration, Stack, type StackProps, Token } from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Function as CloudFrontFunction,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { RestApiOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import type { SupportConfig } from '../../../shared/support-config.js';
import type { WebConfig } from '../../../shared/web-config.js';
import { accessRecordRetentionOf } from '../access-records.js';
import { keyHeaderFunctionCode } from '../api/key-header-function.js';
import { AlquimiaBucket } from '../constructs/alquimia-bucket.js';
import { dataNames } from '../data-access.js';
import type { EnvironmentSettings } from '../environments.js';
import { acknowledge, suppressBucketGrantFindings, suppressFunctionFindings } from '../nag.js';
import { fromRoot } from '../paths.js';

export interface WebStackProps extends StackProps {
  readonly settings: EnvironmentSettings;
  readonly api: RestApi;
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  /** Built site folder; deployed only if it exists when synthesizing. Defaults to `dist/web`. */
  readonly siteDir?: string;
  /** The CLOUDFRONT-scope web ACL (EdgeWafStack, us-east-1); absent only in an environment-agnostic synth. */
  readonly webAclArn?: string;
}

/**
 * The site's Content-Security-Policy: scripts, styles and fonts from the site only (the Vite build emits no inline
 * script; test/infra checks index.html), API calls to the same origin (`/api`) and Cognito's endpoint, uploads to
 * and downloads from the files and media buckets through presigned URLs (their regional virtual-host origins, as
 * the SDK signs them), media from the site and those URLs, and no framing at all.
 */
export function contentSecurityPolicy(region: string, bucketNames: readonly string[]): string {
  const buckets = bucketNames.map((bucket) => `https://${bucket}.s3.${region}.amazonaws.com`);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "font-src 'self'",
    "img-src 'self' data: blob: https://*.amazonaws.com",
    "media-src 'self' blob: https://*.amazonaws.com",
    ["connect-src 'self'", `https://cognito-idp.${region}.amazonaws.com`, ...buckets].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

/**
 * Client-side routes (`/dashboard/creditos`) have no object in the bucket; any path without a file extension is
 * served `index.html`. Done at the edge for the site behaviour only: a distribution-wide error page would also
 * rewrite the API's 403/404 problem answers.
 */
const spaRewrite = `function handler(event) {
  var request = event.request;
  var last = request.uri.split('/').pop();
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/** The static site and the API behind one CloudFront origin, so the app calls `/api` with no CORS. */
export class WebStack extends Stack {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { settings } = props;
    const names = dataNames(settings, { account: this.account, region: this.region });
    const presignedBuckets = [names.filesBucketName, names.mediaBucketName];
    // CloudFront's standard logs (every site and API request at the edge, WAF blocks included) and the site
    // bucket's server access logs. CloudFront (and S3's log delivery without the bucket-policy flag) write with an
    // ACL, so this bucket lets the writer own its objects.
    const logs = new AlquimiaBucket(this, 'Logs', {
      settings,
      // Records of access (IP, time): at least as long as the law asks (access-records.ts).
      expireAfterDays: accessRecordRetentionOf(settings.logRetention),
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
    }).bucket;
    acknowledge(logs, [
      {
        id: 'AwsSolutions-S1',
        reason: 'This bucket receives the CloudFront and site-bucket access logs; logging it to itself would loop.',
      },
    ]);
    const siteBucket = new AlquimiaBucket(this, 'Site', {
      settings,
      accessLogs: { bucket: logs, prefix: 'site-bucket/' },
    }).bucket;

    const spaFunction = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(spaRewrite),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serve index.html for client-side routes',
    });

    const keyHeaderFunction = new CloudFrontFunction(this, 'ApiKeyHeader', {
      code: FunctionCode.fromInline(keyHeaderFunctionCode()),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Copy the customer key into the header the API authorizer cache is keyed by',
    });

    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: `Alquimia ${settings.name}: CSP, HSTS and friends`,
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(this.region, presignedBuckets),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365),
          includeSubdomains: true,
          preload: false,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
    });
    const certificate =
      settings.domain !== undefined && settings.certificateArn !== undefined
        ? Certificate.fromCertificateArn(this, 'Certificate', settings.certificateArn)
        : undefined;

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Alquimia ${settings.name}`,
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      ...(certificate === undefined || settings.domain === undefined
        ? {}
        : {
            domainNames: [settings.domain],
            certificate,
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }),
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: spaFunction, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        // The API answers per request and per caller: never cached, every method, every header but Host (API
        // Gateway routes on its own host name).
        '/api/*': {
          origin: new RestApiOrigin(props.api),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
          compress: false,
          functionAssociations: [{ function: keyHeaderFunction, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
      },
    });
    acknowledge(this.distribution, [
      { id: 'AwsSolutions-CFR1', reason: 'The service is sold worldwide; no geographic restriction applies.' },
      ...(props.webAclArn === undefined
        ? [
            {
              id: 'AwsSolutions-CFR2',
              reason:
                'Environment-agnostic dev synth (no region in cdk.json): the CLOUDFRONT web ACL lives in us-east-1 and ' +
                'is attached by a cross-region reference, which needs the region. Staging and prod refuse to ' +
                'synthesize without one (environments.ts settingsProblems).',
            },
          ]
        : []),
      ...(certificate === undefined
        ? [
            {
              id: 'AwsSolutions-CFR4',
              reason:
                'No custom domain: the default *.cloudfront.net certificate cannot pin a minimum TLS version. Set ' +
                'domain and certificateArn for the environment to serve TLS 1.2 or newer only.',
            },
          ]
        : []),
    ]);

    const webConfig: WebConfig & { readonly support?: SupportConfig } = {
      region: this.region,
      userPoolId: props.userPool.userPoolId,
      userPoolClientId: props.userPoolClient.userPoolClientId,
      apiBase: '/api',
      stage: settings.name,
      ...(settings.support === undefined ? {} : { support: settings.support }),
    };
    const siteDir = props.siteDir ?? fromRoot('dist', 'web');
    if (existsSync(siteDir)) {
      new BucketDeployment(this, 'DeploySite', {
        destinationBucket: siteBucket,
        sources: [Source.asset(siteDir)],
        // config.json belongs to the next deployment; excluded so pruning never deletes it.
        exclude: ['config.json'],
        distribution: this.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
      });
    } else {
      Annotations.of(this).addWarningV2(
        'alquimia:no-site-build',
        `${siteDir} does not exist: the site is not deployed (run npm run build first). config.json still is.`,
      );
    }
    // Written at deploy time, when the pool ids are known; the web parses it with shared/web-config.ts.
    new BucketDeployment(this, 'DeployConfig', {
      destinationBucket: siteBucket,
      sources: [Source.jsonData('config.json', webConfig)],
      prune: false,
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/config.json'],
      memoryLimit: 256,
    });
    // CDK's deployment helper copies from the CDK assets bucket into the site bucket.
    suppressFunctionFindings(this);
    suppressBucketGrantFindings(this, siteBucket);
    // CDK's deployment helper (one singleton function per stack) grants itself cloudfront:CreateInvalidation and
    // GetInvalidation on any distribution, not configurable; it only invalidates this distribution's paths.
    for (const helper of this.node.children.filter((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'))) {
      acknowledge(helper, [
        {
          id: 'AwsSolutions-IAM5[Resource::*]',
          reason: "CDK's BucketDeployment grants CloudFront invalidation on *; it invalidates only this distribution.",
        },
      ]);
    }
    const placeholder = (value: string, name: string) => (Token.isUnresolved(value) ? `<AWS::${name}>` : value);
    const assetsBucket = `cdk-hnb659fds-assets-${placeholder(this.account, 'AccountId')}-${placeholder(this.region, 'Region')}`;
    acknowledge(this, [
      {
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::${assetsBucket}/*]`,
        reason: 'The deployment helper reads its source archive from the CDK bootstrap assets bucket only.',
      },
    ]);

    new CfnOutput(this, 'SiteUrl', { value: `https://${this.distribution.distributionDomainName}` });
  }
}

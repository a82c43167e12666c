import { ContentHandling, type IResource, MockIntegration, PassthroughBehavior } from 'aws-cdk-lib/aws-apigateway';
import { corsAllowHeaders, corsHeaders } from '../../../shared/edge.js';
import { suppressMethodFindings } from '../nag.js';

const quoted = (value: string): string => `'${value}'`;

/** Headers on every CORS-relevant answer, as API Gateway mapping expressions (static values are single-quoted). */
export const corsResponseHeaders: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(corsHeaders).map(([name, value]) => [name, quoted(value)])),
  'Access-Control-Allow-Headers': quoted(corsAllowHeaders.join(',')),
};

/**
 * Answers OPTIONS preflights without invoking a function. Written by hand instead of `defaultCorsPreflightOptions`
 * because the API's binary media type `*\/*` makes a mock integration's request template unusable unless the body
 * is converted to text first.
 */
export function addPreflight(resource: IResource, methods: readonly string[]): void {
  const headers = {
    ...corsResponseHeaders,
    'Access-Control-Allow-Methods': quoted([...new Set([...methods, 'OPTIONS'])].join(',')),
    'Access-Control-Max-Age': quoted('600'),
  };
  const method = resource.addMethod(
    'OPTIONS',
    new MockIntegration({
      contentHandling: ContentHandling.CONVERT_TO_TEXT,
      passthroughBehavior: PassthroughBehavior.WHEN_NO_MATCH,
      requestTemplates: { 'application/json': '{"statusCode": 204}' },
      integrationResponses: [
        {
          statusCode: '204',
          responseParameters: Object.fromEntries(
            Object.entries(headers).map(([name, value]) => [`method.response.header.${name}`, value]),
          ),
        },
      ],
    }),
    {
      methodResponses: [
        {
          statusCode: '204',
          responseParameters: Object.fromEntries(
            Object.keys(headers).map((name) => [`method.response.header.${name}`, true]),
          ),
        },
      ],
    },
  );
  suppressMethodFindings(method, 'preflight');
}

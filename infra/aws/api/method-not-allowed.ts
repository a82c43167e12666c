import { ContentHandling, type IResource, MockIntegration, PassthroughBehavior } from 'aws-cdk-lib/aws-apigateway';
import { gatewayProblem, problemContentType } from '../../../shared/edge.js';
import { suppressMethodFindings } from '../nag.js';
import { corsResponseHeaders } from './cors.js';

/**
 * An `ANY` method on a resource catches every method the operation table does not define there, answering the
 * edge contract's 405 problem with `Allow` (API Gateway alone would answer 403 Missing Authentication Token).
 * Defined methods take precedence over ANY, so the real routes are unaffected.
 */
export function addMethodNotAllowed(resource: IResource, methods: readonly string[]): void {
  const allow = [...new Set([...methods, 'OPTIONS'])].join(', ');
  const headers: Record<string, string> = {
    ...corsResponseHeaders,
    Allow: `'${allow}'`,
    'Content-Type': `'${problemContentType}'`,
  };
  const body = JSON.stringify(gatewayProblem('method-not-allowed', '@REQUEST_ID@')).replace(
    '@REQUEST_ID@',
    '$context.requestId',
  );
  const method = resource.addMethod(
    'ANY',
    new MockIntegration({
      contentHandling: ContentHandling.CONVERT_TO_TEXT,
      passthroughBehavior: PassthroughBehavior.WHEN_NO_MATCH,
      requestTemplates: { 'application/json': '{"statusCode": 405}' },
      integrationResponses: [
        {
          statusCode: '405',
          responseTemplates: { 'application/json': body },
          responseParameters: Object.fromEntries(
            Object.entries(headers).map(([name, value]) => [`method.response.header.${name}`, value]),
          ),
        },
      ],
    }),
    {
      methodResponses: [
        {
          statusCode: '405',
          responseParameters: Object.fromEntries(
            Object.keys(headers).map((name) => [`method.response.header.${name}`, true]),
          ),
        },
      ],
    },
  );
  suppressMethodFindings(method, 'method-not-allowed');
}

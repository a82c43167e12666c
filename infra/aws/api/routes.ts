import {
  AuthorizationType,
  type IAuthorizer,
  type IResource,
  LambdaIntegration,
  type MethodOptions,
  type RestApi,
} from 'aws-cdk-lib/aws-apigateway';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { answersHead } from '../../../shared/head-requests.js';
import type { AuthKind, Family, Operation } from '../../../shared/operations/types.js';
import { suppressMethodFindings } from '../nag.js';
import { addPreflight } from './cors.js';
import { addMethodNotAllowed } from './method-not-allowed.js';

export interface RouteAuthorizers {
  /** REQUEST authorizer for the customer API key. */
  readonly apiKey: IAuthorizer;
  /** Cognito user pools authorizer for dashboard calls. */
  readonly user: IAuthorizer;
}

/** How each auth kind is enforced at the gateway; `stripe` is checked by signature inside its handler. */
export function methodOptions(auth: AuthKind, authorizers: RouteAuthorizers): MethodOptions {
  switch (auth) {
    case 'api-key':
      // Each account's rate and daily quota are enforced by the metering's debit write, not by usage plans.
      return { authorizationType: AuthorizationType.CUSTOM, authorizer: authorizers.apiKey };
    case 'user':
      return { authorizationType: AuthorizationType.COGNITO, authorizer: authorizers.user };
    case 'public':
    case 'stripe':
      return { authorizationType: AuthorizationType.NONE };
  }
}

/** Families that serve at least one operation, in table order. */
export function familiesOf(operations: readonly Operation[]): Family[] {
  return [...new Set(operations.map((op) => op.family))];
}

/**
 * Builds resources and methods from the operation table: each operation becomes one method on its path, proxied to
 * its family's function. Every resource with methods also answers CORS preflights and, for any other method, the
 * edge contract's 405 problem.
 */
export function addOperationRoutes(
  api: RestApi,
  operations: readonly Operation[],
  functions: ReadonlyMap<Family, IFunction>,
  authorizers: RouteAuthorizers,
): void {
  const integrations = new Map<Family, LambdaIntegration>();
  const methodsByResource = new Map<IResource, string[]>();
  const seen = new Set<string>();

  for (const op of operations) {
    const key = `${op.method} ${op.path}`;
    if (seen.has(key)) throw new Error(`Two operations share ${key} (second: ${op.id})`);
    seen.add(key);
    if (!op.path.startsWith('/')) throw new Error(`Operation ${op.id} has a relative path: ${op.path}`);

    const fn = functions.get(op.family);
    if (fn === undefined) throw new Error(`No function for family ${op.family} (operation ${op.id})`);
    let integration = integrations.get(op.family);
    if (integration === undefined) {
      // One invoke permission per function for the whole API: per-method permissions would overflow the
      // function's 20 KB resource policy once a family has a few dozen routes.
      integration = new LambdaIntegration(fn, { proxy: true, scopePermissionToMethod: false });
      integrations.set(op.family, integration);
    }

    const resource = api.root.resourceForPath(op.path);
    const method = resource.addMethod(op.method, integration, {
      ...methodOptions(op.auth, authorizers),
      operationName: op.id,
    });
    suppressMethodFindings(method, op.auth);
    methodsByResource.set(resource, [...(methodsByResource.get(resource) ?? []), op.method]);
    if (answersHead(op)) {
      // The same function answers it as the GET, without the body (functions/platform/head.ts).
      suppressMethodFindings(resource.addMethod('HEAD', integration, methodOptions(op.auth, authorizers)), op.auth);
      methodsByResource.set(resource, [...(methodsByResource.get(resource) ?? []), 'HEAD']);
    }
  }

  for (const [resource, methods] of methodsByResource) {
    addPreflight(resource, methods);
    addMethodNotAllowed(resource, methods);
  }
}

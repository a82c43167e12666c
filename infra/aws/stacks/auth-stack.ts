import { Annotations, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  UserPool,
  type UserPoolClient,
  UserPoolEmail,
  UserPoolOperation,
} from 'aws-cdk-lib/aws-cognito';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { gatewayAnswers, gatewayProblem, wafAnswerHeader } from '../../../shared/edge.js';
import { userPool as userPoolDefinition } from '../../../shared/resources.js';
import { AlquimiaFunction } from '../constructs/alquimia-function.js';
import { grantTableData } from '../data-access.js';
import type { EnvironmentSettings } from '../environments.js';
import { functionEnvironment, resourceNamesOf } from '../function-environment.js';
import { acknowledge, suppressDataAccessFindings, suppressFunctionFindings } from '../nag.js';
import type { DataStack } from './data-stack.js';

/** The sign-up limit's answer body (WAF custom responses are keyed per web ACL). */
const signUpThrottledKey = 'sign-ups-throttled';

export interface AuthStackProps extends StackProps {
  readonly settings: EnvironmentSettings;
  readonly data: DataStack;
}

/**
 * Cognito sign-in for the dashboard. The pool id cannot be given to its own triggers (the pool depends on them),
 * so triggers receive a marker and read the pool id from the trigger event, which always carries it.
 */
export const triggerPoolIdMarker = 'from-trigger-event';

/**
 * Who sends the account e-mails. Cognito's own sender allows about 50 e-mails a day and a fixed address, enough
 * for dev only; other environments send through SES from the site's domain (an SES-verified identity).
 */
export function userPoolEmail(stack: Stack, settings: EnvironmentSettings): UserPoolEmail {
  if (settings.name === 'dev') return UserPoolEmail.withCognito();
  if (settings.domain === undefined) {
    Annotations.of(stack).addWarningV2(
      'alquimia:auth-no-ses-domain',
      `${settings.name}: no domain, so no SES identity to send account e-mails from; Cognito's sender (about 50 ` +
        'e-mails a day) is used. Set the domain and verify it in SES before opening sign-up.',
    );
    return UserPoolEmail.withCognito();
  }
  return UserPoolEmail.withSES({
    fromEmail: `no-reply@${settings.domain}`,
    fromName: 'Alquimia',
    sesVerifiedDomain: settings.domain,
    ...(settings.region === undefined ? {} : { sesRegion: settings.region }),
  });
}

export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const { settings, data } = props;
    const environment = functionEnvironment(
      settings,
      this,
      resourceNamesOf(data, { userPoolId: triggerPoolIdMarker, userPoolClientId: triggerPoolIdMarker }),
    );

    // Sign-up has no confirmation step (docs/product.md#accounts), so the pre-sign-up trigger confirms every sign-up at
    // once. It leaves the e-mail unverified: the welcome credits wait for the verification link (free-credit farming
    // guard).
    const preSignUp = new AlquimiaFunction(this, 'PreSignUp', {
      entry: 'functions/platform/triggers/pre-signup.ts',
      description: 'Cognito pre sign-up: auto-confirms new users',
      settings,
      memoryMb: 256,
      timeout: Duration.seconds(5),
      environment,
    }).function;
    // Provisions the profile (0 credits, the welcome grant pending) and the first API key; never blocks registration.
    const postConfirmation = new AlquimiaFunction(this, 'PostConfirmation', {
      entry: 'functions/platform/triggers/post-confirmation.ts',
      description: 'Cognito post confirmation: provisions the account',
      settings,
      memoryMb: 512,
      timeout: Duration.seconds(5),
      environment,
    }).function;
    grantTableData(this, postConfirmation, data.names.tableName);
    data.keySecret.grantRead(postConfirmation);

    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: `alquimia-${settings.name}`,
      featurePlan: FeaturePlan.ESSENTIALS,
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      // Cognito sends e-mail verification codes (the dashboard asks for one with GetUserAttributeVerificationCode;
      // the custom-message trigger makes it a /verify-email link). Nothing goes out at sign-up: the user is
      // auto-confirmed, and the pre sign-up trigger does not mark the address verified.
      autoVerify: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        fullname: { required: false, mutable: true },
      },
      passwordPolicy: {
        minLength: userPoolDefinition.passwordMinLength,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      email: userPoolEmail(this, settings),
      removalPolicy: settings.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      deletionProtection: settings.retainData,
    });
    this.userPool.addTrigger(UserPoolOperation.PRE_SIGN_UP, preSignUp);
    this.userPool.addTrigger(UserPoolOperation.POST_CONFIRMATION, postConfirmation);
    // Turns Cognito's codes into links the web understands: `/reset-password?...&type=recovery` for a reset and
    // `/verify-email?...` for the e-mail verification.
    const customMessage = new AlquimiaFunction(this, 'CustomMessage', {
      entry: 'functions/platform/triggers/custom-message.ts',
      description: 'Cognito custom message: reset and verification e-mails with links',
      settings,
      memoryMb: 256,
      timeout: Duration.seconds(5),
      environment,
    }).function;
    this.userPool.addTrigger(UserPoolOperation.CUSTOM_MESSAGE, customMessage);

    this.userPoolClient = this.userPool.addClient('WebClient', {
      userPoolClientName: `alquimia-${settings.name}-web`,
      generateSecret: false,
      // Sign-in is SRP only: the password never leaves the browser to sign in. (The local stand-in has no SRP; the
      // web falls back to USER_PASSWORD_AUTH there only, see web/src/lib/auth.ts.) Refresh tokens are always allowed.
      // The admin flow, which needs the platform function's IAM grant and so is closed to browsers, re-checks the
      // password before an account is deleted (functions/platform/account-data/identity.ts).
      authFlows: { userSrp: true, adminUserPassword: true },
      // The dashboard signs in with the Cognito API, never through the hosted UI or OAuth redirects.
      disableOAuth: true,
      preventUserExistenceErrors: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });

    this.addSignUpRateLimit();

    acknowledge(this.userPool, [
      {
        id: 'AwsSolutions-COG1',
        reason: 'The product sets the password rule (docs/product.md#accounts): at least 6 characters, nothing more.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason: 'The product has no MFA step in sign-up or sign-in; MFA is a future opt-in feature.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'The Plus feature plan (threat protection, compromised-credential checks) is priced per active user; ' +
          'Essentials is enough while abuse is bounded by credits and daily quotas.',
      },
      {
        id: 'AwsSolutions-COG3',
        reason:
          'Threat protection needs the Plus feature plan, priced per active user; abuse is bounded by credits and ' +
          'daily quotas instead.',
      },
    ]);
    suppressFunctionFindings(this);
    suppressDataAccessFindings(this, { tableName: data.names.tableName });
  }

  /**
   * Sign-up is rate limited per client IP by a WAF web ACL on the user pool. Cognito's sign-up call goes from the
   * browser straight to Cognito and its triggers never see the caller's IP, so the limit has to sit in front of
   * Cognito: WAF counts `SignUp` calls per IP (other Cognito calls are not counted) and blocks the excess before
   * any trigger runs, at no Lambda or table cost.
   */
  private addSignUpRateLimit(): void {
    const signUps = new CfnWebACL(this, 'SignUpLimit', {
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      // The edge contract's 429 problem, with the AWS JSON error fields Cognito's clients read (`message`).
      customResponseBodies: {
        [signUpThrottledKey]: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({
            ...gatewayProblem('throttled', ''),
            __type: 'TooManyRequestsException',
            message: gatewayAnswers.throttled.detail,
          }),
        },
      },
      visibilityConfig: {
        cloudWatchMetricsEnabled: true,
        metricName: 'alquimia-sign-up',
        sampledRequestsEnabled: true,
      },
      rules: [
        {
          name: 'sign-ups-per-ip',
          priority: 0,
          action: {
            block: {
              customResponse: {
                responseCode: 429,
                customResponseBodyKey: signUpThrottledKey,
                responseHeaders: [
                  // Amplify names the error from this header (then from the body's `code`): readable cross-origin,
                  // it becomes the sign-up page's "too many attempts" instead of an unreadable bare 403.
                  { name: 'x-amzn-ErrorType', value: 'TooManyRequestsException' },
                  { name: 'Access-Control-Allow-Origin', value: '*' },
                  { name: 'Access-Control-Expose-Headers', value: 'x-amzn-ErrorType' },
                  { name: wafAnswerHeader.name, value: wafAnswerHeader.value },
                ],
              },
            },
          },
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: userPoolDefinition.signUpsPerIpPer5Minutes,
              evaluationWindowSec: 300,
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { singleHeader: { Name: 'x-amz-target' } },
                  positionalConstraint: 'EXACTLY',
                  searchString: userPoolDefinition.signUpTarget,
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
            },
          },
          visibilityConfig: {
            cloudWatchMetricsEnabled: true,
            metricName: 'alquimia-sign-ups-per-ip',
            sampledRequestsEnabled: true,
          },
        },
      ],
    });
    new CfnWebACLAssociation(this, 'SignUpLimitAssociation', {
      resourceArn: this.userPool.userPoolArn,
      webAclArn: signUps.attrArn,
    });
  }
}

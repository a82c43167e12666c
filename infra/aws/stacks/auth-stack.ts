import { existsSync } from 'node:fs';
import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  UserPool,
  type UserPoolClient,
  UserPoolOperation,
} from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { userPool as userPoolDefinition } from '../../../shared/resources.js';
import { AlquimiaFunction } from '../constructs/alquimia-function.js';
import { grantTableData } from '../data-access.js';
import type { EnvironmentSettings } from '../environments.js';
import { functionEnvironment } from '../function-environment.js';
import { acknowledge, suppressDataAccessFindings, suppressFunctionFindings } from '../nag.js';
import { fromRoot } from '../paths.js';
import type { DataStack } from './data-stack.js';

export interface AuthStackProps extends StackProps {
  readonly settings: EnvironmentSettings;
  readonly data: DataStack;
}

/**
 * Cognito sign-in for the dashboard. The pool id cannot be given to its own triggers (the pool depends on them),
 * so triggers receive a marker and read the pool id from the trigger event, which always carries it.
 */
export const triggerPoolIdMarker = 'from-trigger-event';

const customMessageEntry = 'functions/platform/triggers/custom-message.ts';

export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const { settings, data } = props;
    const environment = functionEnvironment(settings, this, {
      tableName: data.names.tableName,
      filesBucket: data.names.filesBucketName,
      mediaBucket: data.names.mediaBucketName,
      jobsQueueUrl: data.jobsQueue.queueUrl,
      keySecretArn: data.keySecret.secretArn,
      userPoolId: triggerPoolIdMarker,
      userPoolClientId: triggerPoolIdMarker,
    });

    // The spec's sign-up has no confirmation step, so the pre-sign-up trigger confirms and verifies the e-mail.
    const preSignUp = new AlquimiaFunction(this, 'PreSignUp', {
      entry: 'functions/platform/triggers/pre-signup.ts',
      description: 'Cognito pre sign-up: auto-confirms new users',
      settings,
      memoryMb: 256,
      timeout: Duration.seconds(5),
      environment,
    }).function;
    // Provisions profile, 20 credits and the first API key; must never block registration.
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
      removalPolicy: settings.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      deletionProtection: settings.retainData,
    });
    this.userPool.addTrigger(UserPoolOperation.PRE_SIGN_UP, preSignUp);
    this.userPool.addTrigger(UserPoolOperation.POST_CONFIRMATION, postConfirmation);
    // Optional: turns Cognito's reset code into the spec's `/reset-password?...&type=recovery` link. Wired once the
    // platform family provides it; until then Cognito sends its default code e-mail.
    if (existsSync(fromRoot(customMessageEntry))) {
      const customMessage = new AlquimiaFunction(this, 'CustomMessage', {
        entry: customMessageEntry,
        description: 'Cognito custom message: password reset e-mail with a link',
        settings,
        memoryMb: 256,
        timeout: Duration.seconds(5),
        environment,
      }).function;
      this.userPool.addTrigger(UserPoolOperation.CUSTOM_MESSAGE, customMessage);
    }

    this.userPoolClient = this.userPool.addClient('WebClient', {
      userPoolClientName: `alquimia-${settings.name}-web`,
      generateSecret: false,
      // USER_PASSWORD_AUTH for the API and the local stand-in; SRP is what Amplify uses by default.
      authFlows: { userPassword: true, userSrp: true },
      preventUserExistenceErrors: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });

    acknowledge(this.userPool, [
      {
        id: 'AwsSolutions-COG1',
        reason: 'The product spec sets the password rule: at least 6 characters and no other complexity requirement.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason: 'The product spec has no MFA step in sign-up or sign-in; MFA is a future opt-in feature.',
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
}

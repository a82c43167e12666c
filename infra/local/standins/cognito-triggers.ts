import { z } from 'zod';
import { userPool } from '../../../shared/resources.js';

/** A user pool trigger invocation: the trigger's event in, the event with its `response` filled out. */
export type CognitoTriggers = Partial<
  Record<'PreSignUp' | 'PostConfirmation' | 'CustomMessage', (event: Record<string, unknown>) => Promise<unknown>>
>;

/** The common part of every trigger event, as Cognito sends it. */
export function triggerEvent(
  triggerSource: string,
  userName: string,
  userAttributes: Record<string, string>,
  request: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    version: '1',
    region: 'us-east-1',
    userPoolId: userPool.localPoolId,
    userName,
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: userPool.localClientId },
    triggerSource,
    request: { userAttributes, ...request },
    response: {},
  };
}

export const triggerResponse = (result: unknown) =>
  z
    .object({
      response: z
        .object({
          autoConfirmUser: z.boolean().optional(),
          emailSubject: z.string().nullish(),
          emailMessage: z.string().nullish(),
        })
        .default({}),
    })
    .parse(result).response;

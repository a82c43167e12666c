import { ConfigurationSet, SuppressionReasons } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import type { EnvironmentSettings } from './environments.js';

/**
 * The SES configuration set the platform's mails go out with (docs/newsletter.md#mail). A stage that names its own
 * (`mailConfigurationSet`) keeps it; a stage with only `mailFrom` gets one made here whose suppression list stops
 * sending to addresses that bounced or complained, so a mistyped sign-up or a spam report does not keep hurting
 * the sender's reputation (SES pauses an account whose bounce or complaint rate stays high).
 */
export function mailConfigurationSetName(settings: EnvironmentSettings): string | undefined {
  if (settings.mailFrom === undefined) return undefined;
  return settings.mailConfigurationSet ?? managedName(settings);
}

const managedName = (settings: EnvironmentSettings): string => `alquimia-${settings.name}-mail`;

/** Creates the managed configuration set when the stage sends mail and names none of its own. */
export function addManagedMailConfigurationSet(
  scope: Construct,
  settings: EnvironmentSettings,
): ConfigurationSet | undefined {
  if (settings.mailFrom === undefined || settings.mailConfigurationSet !== undefined) return undefined;
  return new ConfigurationSet(scope, 'MailConfigurationSet', {
    configurationSetName: managedName(settings),
    suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
  });
}

import { z } from 'zod';

/**
 * The web app's runtime configuration, served as `/config.json` (by the local platform, or written to the site
 * bucket by the CDK Web stack). The web parses it with this schema at start-up.
 */
export const webConfigSchema = z.object({
  region: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  /** Only locally: the Cognito stand-in's endpoint (Amplify `userPoolEndpoint`). Absent on AWS. */
  cognitoEndpoint: z.string().url().optional(),
  /** Base of the API on the same origin, normally `/api`. */
  apiBase: z.string().min(1).default('/api'),
  stage: z.string().min(1),
});

export type WebConfig = z.infer<typeof webConfigSchema>;

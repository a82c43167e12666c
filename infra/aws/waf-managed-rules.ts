/**
 * The rules inside the AWS managed rule groups the web ACLs use, by name, as AWS publishes them (docs/edge.md says
 * where the lists come from and how to compare them with a deployed group).
 *
 * A managed rule's own Block answers CloudFront's or API Gateway's bare 403, and WAF cannot attach a custom response
 * to a whole managed group: only a rule action override, named per rule, can. So every rule is named here and
 * overridden (waf.ts): to a block that answers the edge contract's problem, or to count for the rules that refuse
 * ordinary API inputs. A name WAF does not know is ignored (the rule keeps its bare 403), never an error, and a rule
 * AWS adds later blocks bare until it is listed here: both fail toward WAF's default, never toward letting a
 * counted rule block again.
 */
export const managedRuleGroups = {
  AWSManagedRulesCommonRuleSet: [
    'NoUserAgent_HEADER',
    'UserAgent_BadBots_HEADER',
    'SizeRestrictions_QUERYSTRING',
    'SizeRestrictions_Cookie_HEADER',
    'SizeRestrictions_BODY',
    'SizeRestrictions_URIPATH',
    'EC2MetaDataSSRF_BODY',
    'EC2MetaDataSSRF_COOKIE',
    'EC2MetaDataSSRF_URIPATH',
    'EC2MetaDataSSRF_QUERYARGUMENTS',
    'GenericLFI_QUERYARGUMENTS',
    'GenericLFI_URIPATH',
    'GenericLFI_BODY',
    'RestrictedExtensions_URIPATH',
    'RestrictedExtensions_QUERYARGUMENTS',
    'GenericRFI_QUERYARGUMENTS',
    'GenericRFI_BODY',
    'GenericRFI_URIPATH',
    'CrossSiteScripting_COOKIE',
    'CrossSiteScripting_QUERYARGUMENTS',
    'CrossSiteScripting_BODY',
    'CrossSiteScripting_URIPATH',
  ],
  AWSManagedRulesKnownBadInputsRuleSet: [
    'JavaDeserializationRCE_HEADER',
    'JavaDeserializationRCE_BODY',
    'JavaDeserializationRCE_URIPATH',
    'JavaDeserializationRCE_QUERYSTRING',
    'Host_localhost_HEADER',
    'PROPFIND_METHOD',
    'ExploitablePaths_URIPATH',
    'Log4JRCE_HEADER',
    'Log4JRCE_QUERYSTRING',
    'Log4JRCE_BODY',
    'Log4JRCE_URIPATH',
  ],
} as const satisfies Record<string, readonly string[]>;

export type ManagedRuleGroupName = keyof typeof managedRuleGroups;

/**
 * Rules of the common set that only count, because they refuse payloads the API exists to take. The operation
 * table's own checks answer those inputs with problems of the right shape instead.
 */
export const countedCommonRules = [
  // Bodies over 8 KB: multipart uploads and data URLs are larger by design.
  'SizeRestrictions_BODY',
  // HTML→PDF takes whole pages: <script> and onload= are ordinary input, and the renderer runs them offline in a
  // sandboxed page (no network but the allowed fetches, no file: URLs), so a body with markup is not an attack on us.
  'CrossSiteScripting_BODY',
  // `../` and `http://203.0.113.5/...` are ordinary relative and absolute links in HTML and Markdown inputs; URLs
  // the API fetches go through its SSRF guard (private, metadata and redirect targets refused).
  'GenericLFI_BODY',
  'GenericRFI_BODY',
  // Server-side API clients (SDKs, cron jobs) often send no User-Agent; the key identifies them instead.
  'NoUserAgent_HEADER',
] as const satisfies readonly (typeof managedRuleGroups.AWSManagedRulesCommonRuleSet)[number][];

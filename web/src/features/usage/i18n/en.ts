import type { UsageMessages } from './pt.js';

export const en: UsageMessages = {
  title: 'Usage',
  description: 'Calls and credits per day over the last 30 days, by service family.',
  loading: 'Loading…',
  error: 'Usage could not be loaded.',
  metrics: { calls: 'Calls per day', credits: 'Credits per day' },
  chartSummary: '{{metric}}: {{total}} over the last 30 days; today, {{today}}.',
  table: { caption: '{{metric}} by day and service family', date: 'Date', total: 'Total' },
  top: {
    title: 'Most used operations',
    operation: 'Operation',
    family: 'Family',
    calls: 'Calls',
    errors: 'Errors',
    credits: 'Credits',
    empty: 'No calls in the last 30 days.',
  },
  today: {
    title: 'Today',
    quota: 'Daily quota',
    quotaUse: '{{used}} of {{limit}} requests',
    unlimited: '{{used}} requests (no daily limit)',
    resets: 'Resets at 00:00 UTC.',
    rate: 'Rate limit',
    rateValue: '{{perSecond}} per second, bursts of up to {{burst}}',
    explain: "A 429 answer means the day's quota or the rate limit was reached.",
    refreshed: 'Refreshes every 30 seconds and when you come back to this tab.',
  },
};

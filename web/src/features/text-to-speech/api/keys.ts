/** Query keys of the tool. */
export const ttsKeys = {
  all: ['text-to-speech'] as const,
  apiKey: () => [...ttsKeys.all, 'api-key'] as const,
  voices: (language: string) => [...ttsKeys.all, 'voices', language] as const,
  history: () => [...ttsKeys.all, 'history'] as const,
  price: (length: number) => [...ttsKeys.all, 'price', length] as const,
};

/** The dashboard shell's balance query (it shows the credits); refreshed after a paid generation. */
export const dashboardBalanceKey = ['dashboard', 'balance'] as const;

import { z } from 'zod';

/**
 * A script sent from the script generator to the image generator's script tab. Features never import each
 * other, so the script travels through sessionStorage under this documented key: the script generator writes it
 * and navigates to `scriptHandoffTarget`; the image generator reads it once, opens its script tab with it, and
 * removes it.
 */
export const scriptHandoffKey = 'alquimia.scriptHandoff';

/** The image generator's route (the dashboard's `gerador-imagens` segment; a unit test keeps them equal). */
export const scriptHandoffTarget = '/dashboard/gerador-imagens';

export const scriptHandoffSchema = z.object({
  script: z.string().min(1).max(20000),
  /** Total length of the video, in minutes. */
  durationMinutes: z.number().int().min(1).max(3600).optional(),
});

export type ScriptHandoff = z.infer<typeof scriptHandoffSchema>;

const session = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
};

export const writeScriptHandoff = (handoff: ScriptHandoff): boolean => {
  try {
    const store = session();
    store?.setItem(scriptHandoffKey, JSON.stringify(scriptHandoffSchema.parse(handoff)));
    return store !== undefined;
  } catch {
    return false;
  }
};

/** The waiting script, if any and well formed (reading does not remove it: see clearScriptHandoff). */
export const readScriptHandoff = (): ScriptHandoff | undefined => {
  try {
    const raw = session()?.getItem(scriptHandoffKey);
    if (!raw) return undefined;
    const parsed = scriptHandoffSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};

export const clearScriptHandoff = (): void => {
  try {
    session()?.removeItem(scriptHandoffKey);
  } catch {
    // Storage disabled: nothing was stored either.
  }
};

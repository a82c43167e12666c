import type { Voice } from '../../shared/voices.js';

/**
 * The voices customers pick by name, and what each engine speaks for it: an eSpeak NG language with a
 * voice variant (`+f3` female, `+m1` male...), and the closest Amazon Polly standard voice.
 */
export interface VoiceProfile {
  readonly name: Voice;
  readonly language: 'pt-BR' | 'en-US' | 'es-ES' | 'fr-FR';
  readonly gender: 'female' | 'male';
  readonly espeak: string;
  readonly polly: string;
}

export const voiceProfiles: readonly VoiceProfile[] = [
  { name: 'mariana', language: 'pt-BR', gender: 'female', espeak: 'pt-br+f3', polly: 'Vitoria' },
  { name: 'camila', language: 'pt-BR', gender: 'female', espeak: 'pt-br+f1', polly: 'Camila' },
  { name: 'pedro', language: 'pt-BR', gender: 'male', espeak: 'pt-br+m1', polly: 'Ricardo' },
  { name: 'joao', language: 'pt-BR', gender: 'male', espeak: 'pt-br+m3', polly: 'Ricardo' },
  { name: 'emma', language: 'en-US', gender: 'female', espeak: 'en-us+f3', polly: 'Joanna' },
  { name: 'olivia', language: 'en-US', gender: 'female', espeak: 'en-us+f1', polly: 'Kendra' },
  { name: 'sophia', language: 'en-US', gender: 'female', espeak: 'en-us+f4', polly: 'Salli' },
  { name: 'alex', language: 'en-US', gender: 'male', espeak: 'en-us+m1', polly: 'Joey' },
  { name: 'david', language: 'en-US', gender: 'male', espeak: 'en-us+m3', polly: 'Matthew' },
  { name: 'james', language: 'en-US', gender: 'male', espeak: 'en-us+m2', polly: 'Justin' },
  { name: 'elena', language: 'es-ES', gender: 'female', espeak: 'es+f3', polly: 'Conchita' },
  { name: 'lucia', language: 'es-ES', gender: 'female', espeak: 'es+f1', polly: 'Lucia' },
  { name: 'carlos', language: 'es-ES', gender: 'male', espeak: 'es+m1', polly: 'Enrique' },
  { name: 'miguel', language: 'es-ES', gender: 'male', espeak: 'es+m3', polly: 'Enrique' },
  { name: 'amelie', language: 'fr-FR', gender: 'female', espeak: 'fr+f3', polly: 'Celine' },
  { name: 'louis', language: 'fr-FR', gender: 'male', espeak: 'fr+m1', polly: 'Mathieu' },
];

const byName = new Map(voiceProfiles.map((v) => [v.name, v]));

/** The profile of a validated voice name (the table's schema only lets catalogue names through). */
export function voiceProfile(name: Voice): VoiceProfile {
  const profile = byName.get(name);
  if (!profile) throw new Error(`voice ${name} has no profile`);
  return profile;
}

export const voicesForLanguage = (language: string): readonly VoiceProfile[] =>
  voiceProfiles.filter((v) => {
    const wanted = language.replace('_', '-').toLowerCase();
    return v.language.toLowerCase() === wanted || v.language.slice(0, 2).toLowerCase() === wanted;
  });

/** Fixed sample sentences (a free sample can never be used as free synthesis of the caller's text). */
export const sampleTexts: Readonly<Record<VoiceProfile['language'], string>> = {
  'pt-BR': 'Olá! Esta é a minha voz. Posso transformar qualquer texto em áudio para você.',
  'en-US': 'Hello! This is my voice. I can turn any text into audio for you.',
  'es-ES': '¡Hola! Esta es mi voz. Puedo convertir cualquier texto en audio para ti.',
  'fr-FR': 'Bonjour ! Voici ma voix. Je peux transformer n’importe quel texte en audio pour vous.',
};

import { useMutation } from '@tanstack/react-query';
import { updatePassword } from '../../../lib/auth.js';

export interface PasswordUpdate {
  readonly current: string;
  readonly next: string;
}

/** Cognito checks the current password itself (Amplify `updatePassword`); no API route is involved. */
export const useUpdatePassword = () =>
  useMutation({ mutationFn: ({ current, next }: PasswordUpdate) => updatePassword(current, next) });

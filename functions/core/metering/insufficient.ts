import { AppError } from '../errors.js';

/** 402: the call costs `required` credits and the balance holds `available`. Nothing was taken. */
export const insufficientCredits = (required: number, available: number): AppError =>
  new AppError('insufficient_credits', `This call costs ${required} credits and the balance is ${available}.`, {
    extensions: { required, available },
  });

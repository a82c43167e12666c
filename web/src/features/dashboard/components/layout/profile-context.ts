import { createContext, useContext } from 'react';
import type { Profile } from '../../api/schemas.js';

/** The profile the shell loaded on entry, handed to every page (null when it could not be loaded). */
export const ProfileContext = createContext<Profile | null>(null);

export const useDashboardProfile = (): Profile | null => useContext(ProfileContext);

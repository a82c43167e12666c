import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userProfile, userUpdateProfile } from '../../../../../shared/operations/user.js';
import { apiJson } from '../../../lib/api-client.js';
import { dashboardKeys } from './keys.js';
import { type Profile, profileSchema } from './schemas.js';

export const getProfile = async (): Promise<Profile> =>
  await apiJson(userProfile.path, (data) => profileSchema.parse(data), { method: userProfile.method });

export const profileQueryOptions = () => queryOptions({ queryKey: dashboardKeys.profile(), queryFn: getProfile });

export const useProfile = () => useQuery(profileQueryOptions());

export const updateProfileName = async (name: string): Promise<Profile> =>
  apiJson(userUpdateProfile.path, (data) => profileSchema.parse(data), {
    method: userUpdateProfile.method,
    json: { name: name.trim() },
  });

/** Renames the profile; the shell's greeting reads the same query, so it updates at once. */
export const useUpdateProfileName = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfileName,
    onSuccess: (profile) => client.setQueryData(dashboardKeys.profile(), profile),
  });
};

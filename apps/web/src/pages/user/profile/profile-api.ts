import type { UserRow } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../core/http/http-client';

export interface ProfileAnswer {
  data: UserRow;
  /** Role names, comma-joined (the reference's roleGroup). */
  roleGroup: string;
  /** Post names, comma-joined (the reference's postGroup). */
  postGroup: string;
}

export const PROFILE_KEY = ['user', 'profile'] as const;

/** GET /system/user/profile: the caller with their department, role and post names. */
export function useProfile() {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: () => http.get<ProfileAnswer>('/system/user/profile'),
  });
}

export interface ProfileBody {
  nickName: string;
  phonenumber: string;
  email: string;
  sex: string;
}

export const saveProfile = (body: ProfileBody) => http.put<unknown>('/system/user/profile', body);

export const changePassword = (oldPassword: string, newPassword: string) =>
  http.put<unknown>('/system/user/profile/updatePwd', { oldPassword, newPassword });

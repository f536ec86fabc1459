import { type EndpointBodyInput, getProfile, type UserRow, updateProfile } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';

export interface ProfileAnswer {
  data: UserRow;
  /** Role names, comma-joined (the reference's roleGroup). */
  roleGroup: string;
  /** Post names, comma-joined (the reference's postGroup). */
  postGroup: string;
}

/** GET /system/user/profile: the caller with their department, role and post names. */
export function useProfile() {
  return useQuery({
    queryKey: queryKeyOf(getProfile),
    queryFn: () => api(getProfile),
  });
}

/** The form's values (as the profile answers them). */
export interface ProfileBody {
  nickName: string;
  phonenumber: string;
  email: string;
  sex: string;
}

export const saveProfile = (body: EndpointBodyInput<typeof updateProfile>) => api(updateProfile, { body });

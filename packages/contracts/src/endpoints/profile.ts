import { z } from 'zod';
import { BusinessType } from '../constants';
import { dataAnswer, defineEndpoint, emptyAnswer } from '../endpoint';
import { passwordRule, userForm, userRow } from './user';

const log = (title: string) => ({ title, businessType: BusinessType.UPDATE });

/** GET /system/user/profile: the caller, with role and post names comma-joined as the reference does. */
export const getProfile = defineEndpoint({
  method: 'GET',
  path: '/system/user/profile',
  access: 'login',
  beforePasswordChange: true,
  answer: dataAnswer(userRow).extend({ roleGroup: z.string(), postGroup: z.string() }),
  summary: 'The logged-in user’s own profile, role names and post names',
});

export const profileBody = userForm.pick({ nickName: true, phonenumber: true, email: true, sex: true });

export const updateProfile = defineEndpoint({
  method: 'PUT',
  path: '/system/user/profile',
  access: 'login',
  body: profileBody,
  answer: emptyAnswer,
  log: log('个人信息'),
  summary: 'Changes the caller’s nickname, mobile, email and sex (mobile and email unique)',
});

export const updatePasswordBody = z.object({
  oldPassword: z.string().min(1, 'oldPassword is required').max(100),
  newPassword: passwordRule,
});

export const updatePassword = defineEndpoint({
  method: 'PUT',
  path: '/system/user/profile/updatePwd',
  access: 'login',
  beforePasswordChange: true,
  body: updatePasswordBody,
  answer: emptyAnswer,
  log: log('个人信息'),
  summary: 'Changes the caller’s password (old one checked, new one different); ends the caller’s other sessions',
});

export const uploadAvatar = defineEndpoint({
  method: 'POST',
  path: '/system/user/profile/avatar',
  bodyLimit: 'upload',
  access: 'login',
  answer: z.object({ imgUrl: z.string() }),
  log: log('用户头像'),
  summary: 'Replaces the caller’s avatar (multipart `avatarfile`, raster images only); the old file is removed',
});

import { getProfile, updatePassword, updateProfile, uploadAvatar } from '@cbo/contracts';
import { AppError } from '../../../../lib/app-error';
import type { AppModule } from '../../../module';
import { ProfileService } from './profile.service';

export const profileModule: AppModule = (app, ctx) => {
  const profiles = new ProfileService(ctx);

  app.bindEndpoint(getProfile, async ({ actor }) => profiles.get(actor));
  app.bindEndpoint(updateProfile, async ({ body, actor }) => {
    await profiles.update(actor, body);
    return {};
  });
  app.bindEndpoint(updatePassword, async ({ body, actor }) => {
    await profiles.changePassword(actor, body.oldPassword, body.newPassword);
    return {};
  });
  app.bindEndpoint(uploadAvatar, async ({ request, actor }) => {
    const part = request.isMultipart() ? await request.file() : undefined;
    if (part?.fieldname !== 'avatarfile') throw AppError.rule('file.none');
    return { imgUrl: await profiles.replaceAvatar(actor, part) };
  });
};

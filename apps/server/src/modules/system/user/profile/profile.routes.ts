import { getProfile, updatePassword, updateProfile, uploadAvatar } from '@cbo/contracts';
import { AppError } from '../../../../lib/app-error';
import type { SessionUser } from '../../../../plugins/access';
import type { AppModule } from '../../../module';
import { type Me, ProfileService } from './profile.service';

export const profileModule: AppModule = (app, ctx) => {
  const profiles = new ProfileService(ctx.database, ctx.clock, ctx.sessions, ctx.files);
  const me = (request: { session: SessionUser | null }): Me => {
    const { userId, userName, tokenId } = request.session as SessionUser;
    return { userId, userName, tokenId };
  };

  app.bindEndpoint(getProfile, async ({ request }) => profiles.get(me(request)));
  app.bindEndpoint(updateProfile, async ({ body, request }) => {
    await profiles.update(me(request), body);
    return {};
  });
  app.bindEndpoint(updatePassword, async ({ body, request }) => {
    await profiles.changePassword(me(request), body.oldPassword, body.newPassword);
    return {};
  });
  app.bindEndpoint(uploadAvatar, async ({ request }) => {
    const part = request.isMultipart() ? await request.file() : undefined;
    if (part?.fieldname !== 'avatarfile') throw AppError.rule('file.none');
    return { imgUrl: await profiles.replaceAvatar(me(request), part) };
  });
};

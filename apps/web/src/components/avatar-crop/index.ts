export { AvatarCropDialog, type AvatarCropDialogProps } from './avatar-crop-dialog';
export { AVATAR_MAX_MB, AVATAR_TYPES, avatarFileProblem, outputTypeOf } from './image-check';
export { useAvatarSrc } from './use-avatar-src';

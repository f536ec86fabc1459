import { useQuery } from '@tanstack/react-query';
import defaultAvatar from '../../assets/default-avatar.svg';
import { useAuthStore } from '../../core/auth/auth-store';
import { signedUrl, signedUrlKey } from '../upload/upload-api';

/** Signed links live a few minutes on the server: ask for a fresh one before it runs out. */
const LINK_FRESH_MS = 4 * 60_000;

/**
 * What an <img> shows for a stored avatar path (getInfo's and the profile's `avatar`): uploads are
 * never public, so a stored file is shown through a short-lived signed link; an empty avatar (or
 * one that cannot be signed yet, e.g. before the forced password change) is the default picture.
 */
export function useAvatarSrc(path: string | null | undefined): string {
  const stored = path ?? '';
  const external = /^https?:\/\//i.test(stored);
  const waiting = useAuthStore((state) => state.pwdChangeRequired);
  const link = useQuery({
    queryKey: signedUrlKey(stored),
    queryFn: () => signedUrl(stored),
    enabled: stored !== '' && !external && !waiting,
    staleTime: LINK_FRESH_MS,
    refetchInterval: LINK_FRESH_MS,
    retry: false,
  });
  if (external) return stored;
  return (stored && link.data) || defaultAvatar;
}

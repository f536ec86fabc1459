import { registerPageMessages } from './translate';

let loading: Promise<void> | undefined;

/**
 * Loads the pages' texts once (competition, scheduler and monitor pages), so the login page does not
 * carry them: every page's route waits for them with its own code.
 */
export function loadPageMessages(): Promise<void> {
  loading ??= import('@cbo/contracts/page-messages').then(
    ({ pageWebMessages }) => registerPageMessages(pageWebMessages),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

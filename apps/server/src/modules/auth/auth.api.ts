/**
 * What the auth module offers other modules: registering an account and its clash checks.
 * Other modules use these instead of the repository (docs/architecture.md, Layers).
 */
export {
  accountsByMobile,
  insertEntrantAccounts,
  insertRegisteredUser,
  liveRoleId,
  mobileTaken,
  takenUserNames,
  userNameTaken,
} from './auth.repository';

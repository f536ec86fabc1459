/**
 * What the user module offers other modules: reading and updating one account, the list over a scope, and a password with its avatar.
 * Other modules use these instead of the repository (docs/architecture.md, Layers).
 */
export { passwordAndAvatar } from './profile/profile.repository';
export { findUser, findUserClash, listUsers, updateUser } from './user.repository';
export { createStaffAccounts, grantRoleByKey, type StaffAccount } from './user-accounts';

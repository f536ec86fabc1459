/** create_by of seeded rows: the reference seeds its rows in the name of its administrator. */
export const SEED_AUTHOR = 'admin';

export type SeedLog = (msg: string) => void;

export const silentLog: SeedLog = () => {};

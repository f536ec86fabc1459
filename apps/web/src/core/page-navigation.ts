/**
 * Full page loads (logout and the 401 dialog reload the app at the index page, which resets the
 * router and every store). Tests replace `assign`.
 */
export const pageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

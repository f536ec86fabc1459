/** Reloads the page (重置配置); tests replace `reload`. */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};

/** Spec section 2 "Menu search": the navbar's search over permitted menus (issue 8 fills it in). */
export function MenuSearch() {
  return null;
}

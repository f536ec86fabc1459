/** Spec section 2 "Navbar": the notice bell with the unread count and its drawer (issue 12 fills it in). */
export function NoticeBell() {
  return null;
}

/** APP_SECRET of every test app; the template's demo applications are sealed with it. */
export const TEST_APP_SECRET = 'test-secret-test-secret-test-secret-0123';

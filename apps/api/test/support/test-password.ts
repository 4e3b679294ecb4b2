/** A password the sign-up rules accept (not a common one, not built from the test users' names). */
export const TEST_PASSWORD = 'plum-kettle-42';

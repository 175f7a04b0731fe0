/** The sign-in page Login leads to when the app's code is not running (it opens the modal otherwise). */
export const LOGIN_PATH = '/login';

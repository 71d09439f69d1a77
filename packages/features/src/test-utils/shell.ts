/**
 * The signed-in shell's strings (layout namespace), for the tests of a feature whose part the shell
 * shows in its header (the notifications bell) and speaks the shell's words. Never imported by the app.
 */
export { strings as layoutStrings } from '../layout/i18n/strings';

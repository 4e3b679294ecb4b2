/**
 * The blocklist shipped with LiveQR, in the operator file's format. Hosts whose only use in a QR
 * code is to harm the scanner: IP loggers and Google's Safe Browsing test host. Operators add their
 * own list with DESTINATION_BLOCKLIST (a file or a URL, reloaded when it changes).
 */
export const SHIPPED_BLOCKLIST = `
# IP loggers: they record the scanner's address and send them on.
grabify.link
iplogger.org
iplogger.com
iplogger.ru
iplogger.co
2no.co
yip.su
blasze.com
ps3cfw.com
# Google Safe Browsing's test pages, for checking the warning end to end.
testsafebrowsing.appspot.com
`;

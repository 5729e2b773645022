/**
 * Tags a test whose subject does not depend on the width: it runs in the desktop project only. Every screen
 * still has tests at both widths; flows, validation matrices and status checks repeat nothing at 375 px.
 */
export const ONE_WIDTH = '@one-width';

import type { ReactNode } from 'react';

export const metadata = { title: 'Базовая страница Next' };

/** The framework's floor for the bench: a root layout with nothing of the site in it. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ru">
      <body>{children}</body>
    </html>
  );
}

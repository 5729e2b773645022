import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AccountIntl } from '@/components/account/account-intl';
import { CabinetFrame } from '@/components/cabinet/cabinet-frame';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** The cabinet: its own compact header replaces the public one, which is hidden here from the first paint, with the offer panel (spec §2). */
export default function ProfileLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {/* A field focused from below scrolls clear of the cabinet's header: one row from 1024 px, two rows under it. */}
      <style>{'[data-site-header],[data-stock-panel]{display:none}html{scroll-padding-top:64px}@media (max-width:1023.98px){html{scroll-padding-top:98px}}'}</style>
      <AccountIntl>
        <CabinetFrame>{children}</CabinetFrame>
      </AccountIntl>
    </>
  );
}

import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AccountIntl } from '@/components/account/account-intl';
import { CabinetFrame } from '@/components/cabinet/cabinet-frame';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** The cabinet: its own compact header replaces the public one, which is hidden here from the first paint, with the offer panel (spec §2). */
export default function ProfileLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <style>{'[data-site-header],[data-stock-panel]{display:none}'}</style>
      <AccountIntl>
        <CabinetFrame>{children}</CabinetFrame>
      </AccountIntl>
    </>
  );
}

'use client';

import Link from 'next/link';
import { useMemo } from 'react';
import { useSessionUser } from '@/lib/stores/session-store';
import { MegaMenuItem } from './mega-menu-item';
import type { MegaMenuPanelLabels } from './mega-menu-panel';
import { hasPanel, navKey, visibleTree, type NavNode } from './menu-items';
import styles from './mega-menu.module.css';

export type MegaMenuLabels = MegaMenuPanelLabels & { nav: string };

/**
 * The desktop menu, drawn (on the server too) from the compact tree the mobile drawer shares, so the page's data
 * does not repeat the panels' markup. The server draws the visitors' menu; a signed-in user's replaces it once the
 * session is read. Each item with a panel is a hover/click island.
 */
export function MegaMenu({ tree, labels }: { tree: NavNode[]; labels: MegaMenuLabels }) {
  const signedIn = useSessionUser() !== null;
  const nodes = useMemo(() => visibleTree(tree, signedIn), [tree, signedIn]);
  const panelLabels = useMemo(() => ({ more: labels.more, products: labels.products }), [labels.more, labels.products]);
  return (
    <nav aria-label={labels.nav} className={styles.nav}>
      <ul className={styles.items}>
        {nodes.map((node) =>
          hasPanel(node) ? (
            <MegaMenuItem key={navKey(node)} node={node} labels={panelLabels} />
          ) : (
            <li key={navKey(node)} className={styles.item}>
              <Link href={node.href} className={styles.trigger}>
                {node.title}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

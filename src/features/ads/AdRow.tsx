import type { ReactNode } from 'react';
import type { AdMinHeight, AdType } from '@/config/constants';
import { AdSlot } from './AdSlot';

/**
 * The device-dependent banner arrangement of SPEC.md: on a phone one banner; on a wider screen two
 * banners with a middle element between them. (Foundation version: CSS decides; the advertising
 * feature refines it.)
 */
export function AdRow({
  bannerIds,
  middle,
  type = 'google',
  minHeight = 250,
}: {
  bannerIds: readonly [string, string];
  middle?: ReactNode;
  type?: AdType;
  minHeight?: AdMinHeight;
}) {
  return (
    <div className="grid gap-6 md:grid-cols-3 md:items-center">
      <AdSlot bannerId={bannerIds[0]} type={type} minHeight={minHeight} />
      <div className="hidden md:block">{middle}</div>
      <AdSlot bannerId={bannerIds[1]} type={type} minHeight={minHeight} className="hidden md:flex" />
    </div>
  );
}

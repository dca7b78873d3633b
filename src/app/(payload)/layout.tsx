/**
 * The admin's root layout: Payload's own document, styles and server functions. Nothing here reaches
 * the public pages, which have their own root layout in (site).
 */
import config from '@payload-config';
import '@payloadcms/next/css';
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts';
import { schedulePublishHandler } from '@payloadcms/ui/utilities/schedulePublishHandler';
import type { ServerFunctionClient } from 'payload';
import type { ReactNode } from 'react';
import { guardSchedulePublish } from '@/cms/schedule';
import { importMap } from './admin/importMap.js';
import './custom.css';

const serverFunction: ServerFunctionClient = async function (args) {
  'use server';
  return handleServerFunctions({
    ...args,
    config,
    importMap,
    // Scheduling a publish is for editors and admins (src/cms/schedule.ts).
    serverFunctions: { 'schedule-publish': guardSchedulePublish(schedulePublishHandler) },
  });
};

export default function PayloadLayout({ children }: { children: ReactNode }) {
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  );
}

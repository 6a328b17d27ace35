/**
 * Paymora's view of the site model (lib/checks/model.ts): each version's data sets, typed by their
 * entries (paymora/data-sets.ts). The content check reads them from Contentlayer's output; a unit test
 * gives them in memory.
 */
import type { ContentCheck, SiteModel, VersionModel } from '../../lib/checks/model';
import type { DataRow, PageData } from '../page-data';

export interface PaymoraData {
  rows: <K extends keyof PageData>(key: K) => readonly DataRow<K>[];
}

export type PaymoraCheck = ContentCheck<PaymoraData>;
export type PaymoraSite = SiteModel<PaymoraData>;
export type PaymoraVersion = VersionModel<PaymoraData>;

/** A version's data file by name, when it has it. */
export const dataFileOf = (version: PaymoraVersion, name: string): { path: string; text: string } | undefined => version.dataFiles.get(name);

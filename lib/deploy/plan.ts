/**
 * What a deploy does, in an order that never breaks a reader mid-deploy: new and changed assets
 * first (nothing references them yet), then the HTML that references them, and only then, when
 * asked, the removal of objects the new build no longer has.
 */
import { isHtml, type LocalObject } from './files';

export interface RemoteObject {
  key: string;
  /** S3's ETag: the MD5 of the body for single-part uploads, in quotes. */
  etag: string;
}

export interface DeployPlan {
  assets: LocalObject[];
  pages: LocalObject[];
  unchanged: number;
  deletions: string[];
}

export function planDeploy(local: readonly LocalObject[], remote: readonly RemoteObject[], options: { delete: boolean }): DeployPlan {
  const remoteEtags = new Map(remote.map((object) => [object.key, object.etag.replace(/"/g, '')]));
  const changed = local.filter((object) => remoteEtags.get(object.key) !== object.md5);
  const localKeys = new Set(local.map((object) => object.key));
  return {
    assets: changed.filter((object) => !isHtml(object)),
    pages: changed.filter((object) => isHtml(object)),
    unchanged: local.length - changed.length,
    deletions: options.delete ? remote.map((object) => object.key).filter((key) => !localKeys.has(key)) : [],
  };
}

/**
 * The deploy's command line. Each refusal a person may judge wrong has its own flag, which allows
 * that one thing and nothing else: there is no flag that silences them all (`--force` is refused,
 * with the list), so allowing a dirty build can never also allow deleting half the site.
 */

const ALLOWANCE_NAMES = ['dirty', 'older', 'shrink', 'strays'] as const;

export type Allowance = (typeof ALLOWANCE_NAMES)[number];

export const ALLOWANCES: Record<Allowance, { flag: string; allows: string }> = {
  dirty: { flag: '--allow-dirty', allows: 'a build with uncommitted or untracked changes, or made outside a git checkout' },
  older: { flag: '--allow-older', allows: "a build older than the live one (an ancestor of its commit, or committed earlier); prefer --rollback <build id> for a kept build" },
  shrink: { flag: '--allow-shrink', allows: 'a build with fewer than half the live build\'s pages (the live build\'s files are kept all the same)' },
  strays: { flag: '--allow-strays', allows: 'with --delete, deleting more objects that no deploy recorded than DEPLOY_MAX_DELETE_SHARE allows' },
};

export interface DeployOptions {
  dryRun: boolean;
  delete: boolean;
  website: boolean;
  allow: ReadonlySet<Allowance>;
  /** `--rollback <build id>`: make that kept build live again from what the bucket holds. */
  rollback: string | null;
  /** `--confirm-delete-pages <count>`: the number of pages a large prune deletes, typed by the operator (lib/deploy/plan.ts). */
  confirmPages: number | null;
}

export class UsageError extends Error {}

const allowanceList = () =>
  Object.values(ALLOWANCES)
    .map(({ flag, allows }) => `${flag} (${allows})`)
    .join('; ');

export function parseDeployArgs(argv: readonly string[]): DeployOptions {
  const allow = new Set<Allowance>();
  let rollback: string | null = null;
  let confirmPages: number | null = null;
  const options = { dryRun: false, delete: false, website: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    const allowance = ALLOWANCE_NAMES.find((name) => ALLOWANCES[name].flag === arg);
    if (allowance) allow.add(allowance);
    else if (arg === '--dry-run') options.dryRun = true;
    else if (arg === '--delete') options.delete = true;
    else if (arg === '--website') options.website = true;
    else if (arg === '--rollback' || arg.startsWith('--rollback=')) {
      const id = arg === '--rollback' ? argv[(i += 1)] : arg.slice('--rollback='.length);
      if (!id || id.startsWith('--')) throw new UsageError('--rollback needs the id of a kept build: npm run deploy -- --rollback <build id> (the ids are the names under _deploy/builds/ in the bucket)');
      rollback = id;
    } else if (arg === '--confirm-delete-pages' || arg.startsWith('--confirm-delete-pages=')) {
      const count = arg === '--confirm-delete-pages' ? argv[(i += 1)] : arg.slice('--confirm-delete-pages='.length);
      if (!count || !/^\d+$/.test(count)) throw new UsageError('--confirm-delete-pages needs the number of pages the prune deletes, as a dry run with --delete or the refusal names it');
      confirmPages = Number(count);
    } else if (arg === '--force') {
      throw new UsageError(`--force is gone: it allowed every refusal at once. Give the flag for the one refusal you mean: ${allowanceList()}`);
    } else {
      throw new UsageError(`unknown argument ${JSON.stringify(arg)}: the deploy takes --dry-run, --delete, --website, --rollback <build id>, --confirm-delete-pages <count> and ${Object.values(ALLOWANCES).map((a) => a.flag).join(', ')}`);
    }
  }
  if (rollback !== null && (options.delete || allow.size > 0)) {
    throw new UsageError('--rollback takes no --delete and no --allow-… flag: it copies a kept build back and deletes nothing; the next deploy prunes');
  }
  return { ...options, allow, rollback, confirmPages };
}

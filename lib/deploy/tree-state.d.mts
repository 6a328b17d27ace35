export declare function treeIsDirty(cwd?: string): boolean;
export declare function headCommit(cwd?: string): string;

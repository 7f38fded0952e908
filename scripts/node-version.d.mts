export declare const NODE_RANGE: string;
export declare function nodeVersionProblem(version?: string): string | null;

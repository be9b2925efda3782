export interface EnvValue {
  name: string;
  value: string;
  file: string;
}

export declare function privateEnvValues(root: string): EnvValue[];

export declare function findSecrets(
  dirs: string[],
  envValues: EnvValue[],
): { file: string; what: string; excerpt: string }[];

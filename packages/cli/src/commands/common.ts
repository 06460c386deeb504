/** The parsed options of the commands, as commander hands them to an action (declared in option-table.ts). */
export interface RepoOptions {
  repo?: string;
  json?: boolean;
}

export interface HandoffOptions extends RepoOptions {
  for?: string;
  budget?: number;
  raw?: boolean;
  output?: string;
  save?: boolean;
  force?: boolean;
  focus?: string;
  includeStatus?: boolean;
  includeDiff?: boolean;
  launch?: boolean;
  yes?: boolean;
  copy?: boolean;
  deliver?: boolean;
}


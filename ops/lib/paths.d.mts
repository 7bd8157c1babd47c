export const ROOT: string;
export const STATE_DIR: string;

/** The report blocks the server sends (made by @arbiter/report, as the HTML report is). */
export type { LabBlock } from '@arbiter/server/lab';

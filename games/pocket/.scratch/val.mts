import { validateData } from '../src/validate.ts';
const r = validateData();
console.log(r.ok, r.errors.length, r.warnings.length);
console.log(r.warnings.slice(0, 5).join('\n'));
console.log(JSON.stringify(r.summary, null, 1));

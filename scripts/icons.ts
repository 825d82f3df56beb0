// `npm run icons`: writes the shell's icon sprite from lucide-react (after upgrading it, or after
// changing shellIconNames); tests/unit/shell-icons.test.ts fails while the file is out of date.
import { writeFileSync } from "node:fs";
import { shellIconNames } from "../app/components/icons/shell-icon-names";
import { iconSprite } from "./lib/icon-sprite";

const file = new URL("../app/components/icons/shell-icons.svg", import.meta.url);
writeFileSync(file, await iconSprite(shellIconNames));
console.log(`wrote ${file.pathname} (${shellIconNames.length} icons)`);

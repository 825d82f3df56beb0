// Which Node runs the site: package.json's engines.node, checked before a script passes Node a
// flag an older one refuses (scripts/require-node.mjs).

/**
 * Why Node `version` cannot run the site, as a paragraph for the terminal; undefined when it can.
 * @param {string} version process.versions.node, e.g. "20.20.2"
 * @param {string} range package.json's engines.node: ">=major.minor" or ">=major.minor.patch"
 */
export function nodeVersionProblem(version, range) {
  const minimum = /^>=\s*((\d+)\.(\d+)(?:\.(\d+))?)$/.exec(range.trim());
  if (!minimum) throw new Error(`engines.node must read ">=major.minor", not "${range}"`);
  const need = minimum.slice(2).map((part) => Number(part ?? 0));
  // parseInt: a nightly's "0-nightly2026…" is patch 0.
  const have = version.split(".").map((part) => parseInt(part, 10));
  const order = need.map((part, i) => have[i] - part).find((difference) => difference !== 0);
  if (order === undefined || order > 0) return undefined;
  const major = need[0];
  return [
    `This site needs Node.js ${minimum[1]} or later (you have v${version}). Get it from`,
    `https://nodejs.org, or install it from npm into ~/.node${major} and put it first on this`,
    `shell's PATH with`,
    `  npm install --prefix ~/.node${major} node@${major} && export PATH="$HOME/.node${major}/node_modules/.bin:$PATH"`,
    `then run this command again.`,
  ].join("\n");
}

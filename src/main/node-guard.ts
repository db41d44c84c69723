/**
 * Refuses an unsupported Node.js in one line, before anything else loads (import it first): Node 20 has reached its
 * end of life, and the SQLite driver's prebuilt binary needs Node-API of Node 22 or later (on 20 it crashes).
 * Supported, as package.json's `engines` says: 22.12 or later, and 24 or later.
 */
/** Whether `version` ("24.1.0", "v22.12.0") is one we support. */
export function supportedNode(version: string): boolean {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  return major >= 24 || (major === 22 && minor >= 12);
}

if (!supportedNode(process.versions.node)) {
  process.stderr.write(`Creator Workspace needs Node.js 24 (or 22.12 or later); this is Node.js ${process.versions.node}. Install Node.js 24 and run the command again.\n`);
  process.exit(1);
}

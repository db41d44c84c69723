# Node 24 (what we develop and run on) and Node 22 (also supported), from the npm registry's node-linux-<arch>
# packages (bin/node and include/node), so nothing is fetched from nodejs.org. Sourced by .ci/run.

node_arch() {
  case "$(uname -m)" in
    x86_64) echo x64 ;;
    aarch64) echo arm64 ;;
    *) echo "no node-linux package for $(uname -m)" >&2; return 1 ;;
  esac
}

# fetch_node SPEC DEST: SPEC is a major ("24", the newest 24.x) or an exact version ("24.18.1"). Kept when DEST
# already holds it. npm pack fetches the tarball only (integrity-checked, no install scripts run).
fetch_node() {
  local spec=$1 dest=$2 have tmp
  have=$("$dest/bin/node" -p process.versions.node 2>/dev/null || true)
  case "$have" in "$spec" | "$spec".*) echo "$dest: node $have (kept)"; return 0 ;; esac
  tmp=$(mktemp -d)
  (cd "$tmp" && npm pack --silent "node-linux-$(node_arch)@$spec" >/dev/null)
  rm -rf "$dest.tmp" && mkdir -p "$dest.tmp"
  tar xzf "$tmp"/node-linux-*.tgz -C "$dest.tmp" --strip-components=1
  rm -rf "$dest" "$tmp" && mv "$dest.tmp" "$dest"
  echo "$dest: node $("$dest/bin/node" -p process.versions.node) (fetched)"
}

ORIG_PATH=$PATH
# use_node NODE_DIR HEADERS_DIR: that node first on PATH (npm runs under it), any native module compiled against
# HEADERS_DIR (none is today: better-sqlite3 13 ships prebuilt Node-API binaries). npm_config_nodedir wins over a nodedir in ~/.npmrc (here: /usr, the system Node 20's headers).
use_node() {
  export PATH="$1/bin:$ORIG_PATH" npm_config_nodedir="$2"
  hash -r
  echo "node $(node --version), npm $(npm --version), headers $2"
}

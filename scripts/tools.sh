# Sourced by the scripts that build, document, install or check the tools. The list of commands is written once, in
# the dispatcher of steam-pipes (Sources/steam-pipes), and read from the built binary here.

# Sets the array `tools` to the commands the steam-pipes binary at $1 dispatches, one per line of its --list.
tools_of() {
    local listed
    listed=$("$1" --list) || { echo "tools.sh: $1 --list failed" >&2; return 1; }
    mapfile -t tools <<< "$listed"
    [ ${#tools[@]} -gt 0 ] && [ -n "${tools[0]}" ] || { echo "tools.sh: $1 --list printed no command" >&2; return 1; }
}

# Makes DIR/multicall hold one link per command to DIR/steam-pipes, as the package installs them, sets `tools`, and
# prints the links' directory.
tool_links() {
    local links=$1/multicall tool
    tools_of "$1/steam-pipes" || return 1
    mkdir -p "$links"
    for tool in "${tools[@]}"; do
        ln -sfn ../steam-pipes "$links/$tool"
    done
    echo "$links"
}

# Sourced by install-check and package-check: one way to run a named check, count it and show a failure, and the
# plain "N passed, N failed" line CI reads at the end. The sourcing script sets `checker` (its name) first.
passed=0 failed=0

# Runs one check: a name, then a command that passes by exiting 0; a failure shows the end of what it printed.
check() {
    local name=$1 out status=0
    shift
    out=$("$@" 2>&1) || status=$?
    if [ "$status" -eq 0 ]; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "$checker: FAILED $name (exit $status):" >&2
        tail -15 <<< "$out" | sed 's/^/    /' >&2
    fi
}

summary() {
    echo "$checker: $passed passed, $failed failed"
    [ "$failed" -eq 0 ]
}

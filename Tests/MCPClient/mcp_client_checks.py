"""steam-mcp driven by the official MCP Python SDK, a client nobody here wrote.

Run by Tests/ToolTests/MCPClientTests.swift with the tools on PATH and pointed at a steam-replay.

  mcp_client_checks.py session ACCOUNT VANITY   the whole session: every check, in order; exits 1 on the first failure
  mcp_client_checks.py call TOOL ARGUMENTS      one call; prints every message the server sent, one JSON a line
"""
import json
import os
import re
import shutil
import subprocess
import sys
import urllib.request

import anyio
import jsonschema
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

# What steam-mcp withholds, as its --help says; every other leaf subcommand must be a tool.
WITHHELD = {("steam-auth", "login"), ("steam-auth", "logout"), ("steam-auth", "key", "set"), ("stat-agg", "report")}
WITHHELD_COMMANDS = {"steam-replay", "steam-mcp"}


def fail(message):
    print(f"mcp_client_checks: FAILED: {message}", file=sys.stderr)
    sys.exit(1)


def check(condition, message):
    if not condition:
        fail(message)
    print(f"ok: {message}")


def server():
    # The SDK passes only a few variables on by default; the tools need the user's whole environment.
    return StdioServerParameters(command="steam-mcp", args=[], env=dict(os.environ))


def shell_records(script):
    done = subprocess.run(["bash", "-o", "pipefail", "-c", script], capture_output=True, text=True)
    if done.returncode != 0:
        fail(f"{script}: exit {done.returncode}: {done.stderr}")
    return [json.loads(line) for line in done.stdout.splitlines() if line]


def replay(method, path):
    request = urllib.request.Request(os.environ["STEAM_API_BASE_URL"] + path, method=method)
    with urllib.request.urlopen(request) as answer:
        return answer.read().decode()


def leaf_subcommands():
    """Every visible leaf subcommand, from the commands' own descriptions: what the tools must be."""
    # The multi-call binary the links on PATH point to.
    binary = os.path.realpath(shutil.which("steam-mcp"))
    names = subprocess.run([binary, "--list"], capture_output=True, text=True, check=True).stdout.split()
    leaves = []

    def walk(command, path):
        subs = [s for s in command.get("subcommands") or [] if s.get("shouldDisplay", True) and s["commandName"] != "help"]
        if not subs:
            leaves.append(tuple(path))
        for sub in subs:
            walk(sub, path + [sub["commandName"]])

    for name in names:
        if name in WITHHELD_COMMANDS:
            continue
        dump = subprocess.run([binary, name, "--experimental-dump-help"], capture_output=True, text=True, check=True)
        walk(json.loads(dump.stdout)["command"], [name])
    return [leaf for leaf in leaves if leaf not in WITHHELD]


async def session_checks(account, vanity):
    logged = []
    log_arrived = anyio.Event()

    async def on_log(params):
        logged.append(params.data)
        log_arrived.set()

    async with stdio_client(server()) as (read, write):
        async with ClientSession(read, write, logging_callback=on_log) as session:
            initialized = await session.initialize()
            check(initialized.protocol_version == "2025-11-25", f"initialize negotiates 2025-11-25 ({initialized.protocol_version})")
            check(initialized.capabilities.tools is not None, "the server offers tools")

            listed = (await session.list_tools()).tools
            by_name = {tool.name: tool for tool in listed}
            expected = {"_".join(leaf).replace("-", "_") for leaf in leaf_subcommands()}
            check(set(by_name) == expected, f"tools/list has every subcommand, and only those ({len(expected)})")
            examples = 0
            for tool in listed:
                jsonschema.Draft202012Validator.check_schema(tool.input_schema)
                for example in tool.input_schema.get("examples", []):
                    jsonschema.validate(example, tool.input_schema)
                    examples += 1
                if tool.name.startswith("stat_agg") and tool.name != "stat_agg_playtime" and tool.name != "stat_agg_merge":
                    check(tool.annotations.read_only_hint, f"{tool.name} says it is read-only")
            check(examples >= len(listed), f"each schema validates its {examples} examples from the help")
            with_examples = sum(1 for tool in listed if tool.input_schema.get("examples"))
            check(with_examples >= len(listed) - 3, f"{with_examples} of {len(listed)} tools carry examples")

            resolved = await session.call_tool("steam_auth_resolve", {"inputs": [vanity]})
            check(not resolved.is_error, "steam_auth_resolve succeeds")
            check(resolved.structured_content["records"] == shell_records(f"steam-auth resolve {vanity}"),
                  "steam_auth_resolve gives the records the shell gives")
            check(resolved.content[0].text == subprocess.run(
                ["steam-auth", "resolve", vanity], capture_output=True, text=True).stdout,
                "its text content is the command's NDJSON, byte for byte")

            listing = await session.call_tool("dota_matches", {"inputs": [account], "limit": 12})
            matches = listing.structured_content["records"]
            check(not listing.is_error and len(matches) == 12, "dota_matches lists 12 matches")
            detailed = await session.call_tool("dota_detail_matches", {"stdin": matches})
            served = served_matches(matches)
            check(not detailed.is_error and detailed.structured_content["record_count"] == len(served),
                  f"dota_detail_matches fetches the {len(served)} GetMatchDetails serves, from stdin")
            heroes = await session.call_tool("stat_agg_heroes", {"matches_of": account, "having": "1"})
            check(not heroes.is_error, "stat_agg_heroes over the stored matches succeeds")
            piped = shell_records(
                f"STEAM_PIPES_DB=$STEAM_PIPES_DB.shell dota-matches --limit 12 {account} "
                f"| STEAM_PIPES_DB=$STEAM_PIPES_DB.shell dota-detail | stat-agg heroes --having 1")
            check(heroes.structured_content["records"] == piped and piped,
                  f"stat_agg_heroes matches_of gives the shell pipe's {len(piped)} records")

            rows = shell_records(f"dota-matches --source opendota --all {account}")
            totals = await session.call_tool("stat_agg_wl", {"opendota_matches_of": account})
            counted = totals.structured_content["records"]
            check(not totals.is_error and counted and counted[0]["win"] + counted[0]["lose"] == len(rows),
                  f"stat_agg_wl over opendota_matches_of counts the {len(rows)} rows OpenDota lists")

            await cancellation_checks(session, account, logged, log_arrived)

            bad = await session.call_tool("steam_profile_summaries", {"inputs": ["not-a-steam-id!"]})
            check(bad.is_error, "a bad SteamID is isError")
            check("not-a-steam-id!" in bad.content[0].text and "steam-profile" in bad.content[0].text,
                  f"with the tool's own message: {bad.content[0].text}")
            check(bad.structured_content["exit_status"] == 1, "and its exit status, 1")
            mistyped = await session.call_tool("dota_matches", {"inputs": [account], "all": "yes"})
            check(mistyped.is_error and "'all'" in mistyped.content[0].text, f"a mistyped argument is named: {mistyped.content[0].text}")


def served_matches(summaries):
    """The matches GetMatchDetails serves: not practice lobbies (lobby_type 1), which dota-detail names in a note."""
    return [summary for summary in summaries if summary.get("lobby_type") != 1]


async def cancellation_checks(session, account, logged, log_arrived):
    """A long dota_detail call cancelled once it has written two records: the store keeps what was fetched, and a rerun
    fetches only the rest."""
    listing = await session.call_tool("dota_matches", {"inputs": [account], "limit": 60})
    matches = served_matches(listing.structured_content["records"][20:])
    started = anyio.Event()
    scope = anyio.CancelScope()

    async def on_progress(progress, total, message):
        if progress >= 2:
            started.set()

    async def long_call():
        with scope:
            await session.call_tool("dota_detail_matches", {"stdin": matches, "rate": "2"}, progress_callback=on_progress)
            fail("the long call ended before it was cancelled")

    async with anyio.create_task_group() as group:
        group.start_soon(long_call)
        with anyio.fail_after(60):
            await started.wait()
        scope.cancel()
    with anyio.fail_after(30):
        await log_arrived.wait()
    ended = logged[-1]
    check(ended.get("cancelled") is True and ended.get("tool") == "dota_detail_matches", f"the cancelled call's end is logged: {ended}")
    check(ended["exit_status"] == 130, "it ended as Ctrl-C ends it (130)")
    wanted = {match["match_id"] for match in matches}
    stored = await session.call_tool("dota_detail_stored", {"inputs": [account]})
    kept = {record["match_id"] for record in stored.structured_content["records"]} & wanted
    unwritten = {int(match_id) for note in ended["notes"] if "stored but not written" in note
                 for match_id in re.findall(r"\((\d+)\)", note)}
    check(len(kept) < len(wanted), f"the call was cut short: {len(kept)} of {len(wanted)} matches stored")
    check(unwritten <= kept and ended["record_count"] + len(unwritten) == len(kept),
          f"the store holds the {ended['record_count']} written and the {len(unwritten)} its notes name as stored but not written")
    replay("DELETE", "/_replay/requests")
    rerun = await session.call_tool("dota_detail_matches", {"stdin": matches})
    fetched = [json.loads(line) for line in replay("GET", "/_replay/requests").splitlines() if "GetMatchDetails" in line]
    check(not rerun.is_error and rerun.structured_content["record_count"] == len(wanted), "a rerun writes every match")
    check(len(fetched) == len(wanted) - len(kept), f"and fetches only the {len(wanted) - len(kept)} the store lacked")


async def one_call(tool, arguments):
    async def show(message):
        print(json.dumps(message.model_dump(mode="json", by_alias=True) if hasattr(message, "model_dump") else str(message)))

    async with stdio_client(server()) as (read, write):
        async with ClientSession(read, write, message_handler=show) as session:
            await session.initialize()
            print(json.dumps([tool.model_dump(mode="json", by_alias=True) for tool in (await session.list_tools()).tools]))

            async def progress(done, total, message):
                print(json.dumps({"progress": done, "message": message}))

            result = await session.call_tool(tool, json.loads(arguments), progress_callback=progress)
            print(json.dumps(result.model_dump(mode="json", by_alias=True)))


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "session":
        anyio.run(session_checks, sys.argv[2], sys.argv[3])
    elif len(sys.argv) == 4 and sys.argv[1] == "call":
        anyio.run(one_call, sys.argv[2], sys.argv[3])
    else:
        fail(__doc__)

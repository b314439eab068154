// The tools steam-mcp makes of the built binary's commands, and how an agent's arguments become a command line: each
// promise of steam-mcp(1)'s "The tools" held against the real command trees.
@testable import MCPTools
import SteamModels
import Testing
import TestSupport

@Suite struct ToolCatalogTests {
    static let tools: [CatalogTool] = {
        do {
            return try ToolCatalog.tools(of: ToolCatalog.commands(of: Products.binary.path, except: "steam-mcp"))
        } catch {
            fatalError("cannot make the catalog of \(Products.binary.path): \(error)")
        }
    }()

    /// An arguments object as an agent would send it.
    static func arguments(_ json: String) throws -> JSONObject {
        try #require(try JSONValue.parse(Array(json.utf8)).object, "\(json)")
    }

    static func tool(_ name: String) throws -> CatalogTool {
        try #require(tools.first { $0.name == name }, "no tool \(name)")
    }

    @Test func theWithheldAreLeftOutAndTheRestAreServed() throws {
        let names = Set(Self.tools.map(\.name))
        for withheld in ["steam_auth_login", "steam_auth_logout", "steam_auth_key_set", "stat_agg_report", "steam_replay_serve", "steam_mcp"] {
            #expect(!names.contains(withheld))
        }
        for served in ["steam_auth_resolve", "steam_profile_summaries", "steam_games_owned", "dota_matches", "dota_detail_stored", "stat_agg_heroes"] {
            #expect(names.contains(served))
        }
        #expect(names.count == Self.tools.count, "two tools share a name")
        let options = Set(Self.tools.flatMap(\.arguments).map(\.property))
        #expect(options.isDisjoint(with: ["format", "raw-output", "watch", "help", "version"]))
        #expect(options.isSuperset(of: ["jq", "limit", "summaries", "hero", "inputs", "offline"]))
    }

    @Test func argumentsBecomeTheCommandLineInDeclaredOrderWithInputsAfterTheEnd() throws {
        let matches = try Self.tool("dota_matches")
        let line = try matches.commandLine(Self.arguments(
            #"{"inputs": ["-22202", "robinwalker"], "limit": 20, "all": false, "source": "opendota", "project": ["skill", "lane"]}"#))
        #expect(line.suffix(3) == ["--", "-22202", "robinwalker"], "\(line)")
        #expect(line.contains("--limit") && line[line.firstIndex(of: "--limit")! + 1] == "20")
        #expect(!line.contains("--all"), "false leaves a flag out")
        #expect(line.filter { $0 == "--project" }.count == 2)
        #expect(try Self.tool("steam_profile_friends").commandLine(Self.arguments(#"{"summaries": true}"#)) == ["friends", "--summaries"])
        #expect(try Self.tool("stat_agg_histogram").commandLine(Self.arguments(#"{"field": "kills"}"#)) == ["histogram", "--", "kills"])
    }

    @Test func aBadArgumentIsRefusedByName() throws {
        let matches = try Self.tool("dota_matches")
        let refusals = [
            (#"{"bogus": 1}"#, "bogus", "no such argument"),
            (#"{"all": "yes"}"#, "all", "true or false"),
            (#"{"source": "steam"}"#, "source", "not one of"),
            (#"{"limit": {"a": 1}}"#, "limit", "not an object"),
            (#"{"inputs": [true]}"#, "inputs", "not a boolean"),
            (#"{"jq": "a\u0000b"}"#, "jq", "NUL"),
        ]
        for (arguments, property, problem) in refusals {
            let given = try Self.arguments(arguments)
            #expect {
                _ = try matches.commandLine(given)
            } throws: { error in
                let refused = error as? ArgumentProblem
                return refused?.property == property && refused?.problem.contains(problem) == true
            }
        }
        #expect(throws: ArgumentProblem(property: "field", problem: "is required")) {
            _ = try Self.tool("stat_agg_histogram").commandLine(JSONObject())
        }
    }

    @Test func stdinAndTheStoreAreTheInputsOfAStatistic() throws {
        let heroes = try Self.tool("stat_agg_heroes")
        #expect(try heroes.plan(Self.arguments(#"{"matches_of": "robinwalker", "having": 5}"#)).stages
                    == [["dota-detail", "stored", "--", "robinwalker"], ["stat-agg", "heroes", "--having", "5"]])
        #expect(try heroes.plan(Self.arguments(#"{"opendota_matches_of": "22202"}"#)).stages.first
                    == ["dota-matches", "--source", "opendota", "--all", "--", "22202"])
        let piped = try heroes.plan(Self.arguments(#"{"stdin": [{"match_id": 1.50, "b": [1e3]}, "{\"match_id\": 2}"]}"#))
        #expect(piped.stages == [["stat-agg", "heroes"]])
        #expect(piped.input == Array(#"{"match_id":1.50,"b":[1e3]}\#n{"match_id": 2}\#n"#.utf8), "a record goes on as given")
        for refused in [#"{"stdin": ["a\nb"]}"#, #"{"stdin": [], "matches_of": "robinwalker"}"#, #"{"stdin": [3]}"#, #"{"matches_of": 22202}"#] {
            let given = try Self.arguments(refused)
            #expect(throws: ArgumentProblem.self, "\(refused)") { _ = try heroes.plan(given) }
        }
        let elsewhere = try Self.arguments(#"{"matches_of": "robinwalker"}"#)
        #expect(throws: ArgumentProblem(property: "matches_of", problem: "dota_matches takes no such argument; tools/list gives its schema")) {
            _ = try Self.tool("dota_matches").plan(elsewhere)
        }
    }

    /// Each example in a schema is made of a help example's words, and its command line gives those words back.
    @Test func examplesTurnBackIntoTheirOwnWords() throws {
        var checked = 0
        for tool in Self.tools {
            for example in tool.examples {
                let line = try tool.commandLine(example)
                let words = Set(line)
                for (property, value) in example.fields {
                    let argument = try #require(tool.arguments.first { $0.property == property })
                    if let spelling = argument.spelling { #expect(words.contains(spelling), "\(tool.name): \(example)") }
                    for element in value.array ?? [value] {
                        if let text = element.string { #expect(words.contains(text), "\(tool.name): \(example) gives \(line)") }
                    }
                }
                checked += 1
            }
        }
        #expect(checked >= Self.tools.count)
    }

    @Test func examplesAreReadAsAShellReadsThem() {
        #expect(ExampleArguments.pipeline(#"a 'b c' "d e" f\ g | h --jq '.x | .y'"#) == [["a", "b c", "d e", "f g"], ["h", "--jq", ".x | .y"]])
        #expect(ExampleArguments.pipeline("stat-agg heroes --having 5 < matches.ndjson") == [["stat-agg", "heroes", "--having", "5"]])
        for unsure in ["a > out", "a $(b)", "a; b", "a && b", #"a "$HOME""#, "a 'unclosed", "a |", "for p in x*; do"] {
            #expect(ExampleArguments.pipeline(unsure) == nil, "\(unsure)")
        }
        #expect(ExampleArguments.commands(["a \\", "  --b c", "d"]) == ["a    --b c", "d"])
    }

    @Test func aCutResultSaysSoAndAFailureIsAnError() throws {
        var outcome = CallOutcome(bound: 2)
        for index in 1...5 { outcome.take(.record(#"{"n":\#(index)}"#)) }
        outcome.take(.note("tool: note: something"))
        let result = try #require(outcome.result.object)
        let structured = try #require(result["structuredContent"]?.object)
        #expect(structured["records"].map { String(decoding: $0.jsonBytes, as: UTF8.self) } == #"[{"n":1},{"n":2}]"#)
        #expect(structured["record_count"] == .number("5") && structured["records_left_out"] == .number("3"))
        #expect(structured["notes"]?.array?.last?.string?.contains("the first 2 of 5 records") == true)
        #expect(result["isError"] == .bool(false))
        #expect(result["content"]?.array?.first?.object?["text"] == .string("{\"n\":1}\n{\"n\":2}\n"))
        outcome.exitStatus = 4
        let failed = try #require(outcome.result.object)
        #expect(failed["isError"] == .bool(true))
        #expect(failed["content"]?.array?.first?.object?["text"] == .string("exit status 4: tool: note: something"))
    }
}

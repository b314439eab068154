// steam-mcp's --help examples: the tools it lists, one tool's schema, and a session piped to it as a shell user would
// pipe one, whose call is cut at --max-records.
import Foundation
import Testing
import TestSupport

extension HelpExampleTests {
    /// The messages an MCP client sends first, then one call of dota_matches for 300 of the demo user's matches.
    static let cutCall = [
        #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"sh","version":"1"}}}"#,
        #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
        #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"dota_matches","arguments":{"inputs":["robinwalker"],"limit":300}}}"#,
    ].map { $0 + "\n" }.joined()

    static let agents = ExampleSession(name: "agents", examples: [
        Example("steam-mcp --list-tools | jq -r .name") { run, _ in
            #expect(run.lines.count > 30 && Set(run.lines).count == run.lines.count)
            #expect(Set(run.lines).isSuperset(of: ["steam_auth_resolve", "steam_profile_friends", "dota_matches", "dota_detail_stored", "stat_agg_heroes"]))
            #expect(run.lines.allSatisfy { $0.wholeMatch(of: /[a-z_]+/) != nil })
        },
        Example(#"steam-mcp --list-tools | jq 'select(.name == "dota_matches") | .inputSchema'"#) { run, _ in
            let schema = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
            let properties = try #require(schema["properties"] as? [String: Any])
            #expect(schema["type"] as? String == "object" && schema["additionalProperties"] as? Bool == false)
            #expect(Set(properties.keys).isSuperset(of: ["inputs", "limit", "all", "since", "source", "jq", "stdin"]))
            #expect((properties["all"] as? [String: Any])?["type"] as? String == "boolean")
            #expect(((schema["examples"] as? [[String: Any]]) ?? []).contains { $0["limit"] as? String == "20" })
        },
        Example("steam-mcp --max-records 200", stdin: cutCall) { run, _ in
            let answers = try run.records()
            try #require(answers.count == 2, "\(run.text)")
            #expect(answers[0]["id"] as? Int == 1 && (answers[0]["result"] as? [String: Any])?["protocolVersion"] as? String == "2025-11-25")
            let result = try #require(answers[1]["result"] as? [String: Any])
            let structured = try #require(result["structuredContent"] as? [String: Any])
            #expect((structured["records"] as? [Any])?.count == 200)
            #expect(structured["record_count"] as? Int == 300 && structured["records_left_out"] as? Int == 100)
            #expect((structured["notes"] as? [String])?.last?.contains("the first 200 of 300 records") == true)
            #expect(result["isError"] as? Bool == false)
        },
    ])
}

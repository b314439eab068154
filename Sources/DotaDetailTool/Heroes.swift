// dota-detail heroes: every hero, as GetHeroes lists them, by id.
import ArgumentParser
import CommandKit
import SteamModels
import ToolSupport
import WebAPI

struct Heroes: NetworkedSubcommand {
    typealias Tool = DotaDetail

    static let configuration = CommandConfiguration(
        abstract: "Every hero, as GetHeroes lists them, by id; kept a week.",
        discussion: """
            Examples:
              dota-detail heroes --format table
              dota-detail heroes --language de \\
                --jq '{id, localized_name}'
            """)

    @OptionGroup var options: NetworkedOptions

    @Option(help: "The language of localized_name, such as en, de or zh (Valve falls back to English).")
    var language = "en"

    func run() async throws {
        try await runOnce { api, context in
            try await HeroRecords.write(language: language, with: api, to: context.output)
        }
    }
}

/// dota-detail heroes.
public enum HeroRecords {
    /// Every hero in `language`, ordered by id, each as Valve's hero object.
    public static func records(language: String, with api: SteamAPI) async throws -> [JSONObject] {
        try await api.heroes(language: language).objects.sorted { $0["id"]?.integer(Int.self) ?? 0 < $1["id"]?.integer(Int.self) ?? 0 }
    }

    public static func write(language: String, with api: SteamAPI, to output: RecordWriter) async throws {
        for hero in try await records(language: language, with: api) { try output.write(hero) }
    }
}

// steam-games' inputs: accounts (bare ids and vanity names, or records with a steamid) and apps (bare app ids, or
// records with an appid).
import ArgumentParser
import CommandKit
import SteamModels
import ToolSupport
import WebAPI

/// steam-games' account inputs: bare ids and vanity names, or records with a steamid.
let accountFields = ["steamid"]
/// steam-games' app inputs: bare app ids, or records with an appid.
let appFields = ["appid"]

/// The apps of a subcommand whose inputs are apps: given with --app or as arguments, as every other subcommand takes
/// its inputs, else read from stdin.
struct AppArguments: ParsableArguments {
    @Option(name: .customLong("app"), help: ArgumentHelp("An app (repeatable).", valueName: "appid"))
    var options: [String] = []

    @Argument(help: ArgumentHelp("Apps, as --app takes them; read from stdin when none is given.", valueName: "appid"))
    var arguments: [String] = []

    var all: [String] { options + arguments }
}

enum AppInput {
    /// The app id an input names: a whole number from 0 to 4294967295.
    static func appID(_ item: InputItem, fields: [String] = appFields) throws(InputError) -> AppID {
        let text = try item.value(fields: fields)
        guard let id = AppID(text) else {
            throw InputError(item.origin, "\(quoted(text)) is not an app id (a whole number from 0 to \(AppID.max))")
        }
        return id
    }

    /// Runs `body` on the account of each input and each app asked for: `apps`, or when none were given the `appid`
    /// of the input line itself (an owned-games record, say). A failure with one app leaves the others to go on.
    static func eachAccountApp(
        _ items: [InputItem], apps: [AppID], api: SteamAPI, report: UnitReport,
        _ body: (AccountInput, AppID) async throws -> Void
    ) async throws {
        try await AccountInput.each(items, fields: accountFields, api: api, report: report) { account in
            guard let apps = try Self.apps(apps, askedBy: account.item, report: report) else { return }
            for app in apps {
                _ = try await report.attempt(account.item) { try await body(account, app) }
            }
        }
    }

    /// `apps`, or when none were given the `appid` of the input line itself; nil after reporting an input that names
    /// no app.
    private static func apps(_ apps: [AppID], askedBy item: InputItem, report: UnitReport) throws -> [AppID]? {
        if !apps.isEmpty { return apps }
        return try report.check(item) { () throws(InputError) in
            guard try item.keptBytes().first(where: { !isJSONWhitespace($0) }) == UInt8(ascii: "{") else {
                throw InputError(item.origin, "names no app; give --app ID, or pipe records that carry an appid")
            }
            return [try appID(item)]
        }
    }
}

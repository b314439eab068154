// steam-auth login, whoami and logout: signing in through Steam's OpenID page, saying who is signed in (the identity
// record login and whoami write), forgetting it.
import ArgumentParser
import CommandKit
import ConfigFiles
import SteamLogin
import SteamModels
import ToolSupport
import WebAPI

struct Login: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Sign in through Steam's OpenID page and remember who you are.",
        discussion: """
            Listens on 127.0.0.1, prints the Steam sign-in address on stderr (and opens it in your browser when \
            stderr is a terminal), and waits for Steam to send you back. Steam's answer is accepted only when \
            it is for this sign-in, fresh, never seen before, and Steam confirms it (check_authentication). \
            The account is saved to $XDG_CONFIG_HOME/steam-pipes/identity.json and written on stdout as \
            whoami writes it. No key is needed to sign in.

            Examples:
              steam-auth login
              steam-auth login --no-browser --wait 600
              ssh -L 8765:127.0.0.1:8765 server # then, on the server:
              steam-auth login --no-browser --port 8765
            """)

    @Flag(help: "Print the sign-in address without opening a browser.")
    var noBrowser = false

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Seconds to wait for Steam's answer (1-3600). (default: \(SignInFlow.defaultWait))", valueName: "seconds"),
            transform: FlagRules.decimal)
    var wait = SignInFlow.defaultWait

    @Option(parsing: .unconditional, help: "The port to listen on at 127.0.0.1; 0 picks a free one.")
    var port: UInt16 = 0

    @OptionGroup(title: "Output") var output: OutputOptions

    func validate() throws {
        try FlagRules.require(wait, in: 1...3600, "--wait")
    }

    func run() async throws {
        try await ToolRunner.run(tool: SteamAuth.toolName, output: output) { context in
            let environment = ToolEnvironment()
            let api = try NetworkOptions.parse([]).makeAPI(environment: environment, diagnostics: context.diagnostics)
            var flow = SignInFlow(
                openBrowser: !noBrowser && StandardStream.error.isTerminal,
                identityFile: environment.identityFilePath, environment: environment.variables)
            flow.wait = wait
            flow.port = port
            let signedIn = try await flow.run(api: api, show: context.diagnostics.note)
            try await signedIn.write(with: api, to: context)
        }
    }
}

struct Whoami: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "The signed-in account as an identity record: every SteamID form, and its persona name.",
        discussion: """
            The name comes from GetPlayerSummaries when a key is configured (cached an hour); without a key the \
            record has every form but the name. Not signed in: exit 4.

            Examples:
              steam-auth whoami
              steam-auth whoami | dota-matches --limit 20
              steam-auth whoami | steam-profile friends \\
                | steam-profile --jq .personaname -r
              steam-auth whoami --jq .steamid -r
            """)

    @OptionGroup var options: NetworkedOptions

    func run() async throws {
        try await ToolRunner.run(tool: SteamAuth.toolName, output: options.output) { context in
            let environment = ToolEnvironment()
            let signedIn = try SignedIn.read(from: environment.identityFilePath)
            let api = try options.network.makeAPI(environment: environment, diagnostics: context.diagnostics)
            try await signedIn.write(with: api, to: context)
        }
    }
}

extension SignedIn {
    /// The signed-in account's identity record, with its persona name when a key is configured (one summary call,
    /// cached). The record needs no network: when the name cannot be had, the record goes out without it and the
    /// reason is reported after it, with its own exit status.
    public func write(with api: SteamAPI, to context: ToolContext) async throws {
        let (record, failure) = await identity(with: api, note: context.diagnostics.note)
        try context.output.write(record, from: "steamid \(account)")
        // The record first, then why it has no name, in every --format, as the manual says.
        try context.output.finish()
        if let failure { throw failure }
    }

    /// The identity record and why it lacks the persona name, when it does and that is a failure; a missing summary
    /// is only a `note`.
    public func identity(with api: SteamAPI, note: (String) -> Void) async -> (record: Identity, failure: (any Error)?) {
        var record = identity
        // Without any key there is no name to ask for, and nothing failed; a refused key file is a failure to say.
        if case .missing = api.configuration.key { return (record, nil) }
        do {
            let summaries = try await api.summaries(of: [account])
            if let summary = summaries.found[account] {
                record.personaname = summary.personaname
            } else if let failed = summaries.failed[account] {
                return (record, failed)
            } else {
                note("\(account): Steam has no player summary for the signed-in account")
            }
        } catch {
            return (record, error)
        }
        return (record, nil)
    }
}

struct Logout: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Forget the signed-in account; with --key, the key file too.",
        discussion: """
            STEAM_API_KEY, when set, is the environment's and is left alone.

            Examples:
              steam-auth logout
              steam-auth logout --key
            """)

    @Flag(name: .customLong("key"), help: "Remove the key file as well.")
    var removeKey = false

    func run() async throws {
        try await ToolRunner.run(tool: SteamAuth.toolName) { diagnostics in
            let environment = ToolEnvironment()
            let forgotten = try SignedIn.forget(at: environment.identityFilePath)
            diagnostics.note(forgotten.map { "signed out of \($0.account)" } ?? "no account was signed in")
            guard removeKey else { return }
            let removed = try ConfigFile.remove(environment.keyFilePath)
            diagnostics.note(removed ? "removed the key file \(environment.keyFilePath)" : "there was no key file")
            if case .environment = environment.apiKey {
                diagnostics.note("STEAM_API_KEY is still set in this environment")
            }
        }
    }
}

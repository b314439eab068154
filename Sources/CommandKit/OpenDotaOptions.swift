// The OpenDota flag dota-matches and dota-detail share: its requests per second.
import ArgumentParser
import ToolSupport
import WebAPI

public struct OpenDotaOptions: ParsableArguments, Sendable {
    @Option(name: .customLong("opendota-rate"), parsing: .unconditional, help: ArgumentHelp(
        "Requests per second to OpenDota (0.001-1000), shared by every process; 1 is its keyless 60 a minute, a key allows more. "
            + "(default: \(SteamAPI.openDotaDefaultRate))",
        valueName: "per-second"), transform: FlagRules.decimal)
    public var rate = SteamAPI.openDotaDefaultRate

    public init() {}

    public func validate() throws {
        try FlagRules.require(rate, in: 0.001...1000, "--opendota-rate")
    }
}

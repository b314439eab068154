// The environment the tool was started with, read once, and the API keys taken out of the live one: a --jq
// program's `$ENV` and `env`, and any program the tool starts (a browser), never see a key.
import FoundationEssentials
import Glibc

public enum LaunchEnvironment {
    /// The variables that hold a key, Steam's and OpenDota's.
    public enum Secret: String, CaseIterable, Sendable {
        case steamKey = "STEAM_API_KEY"
        case openDotaKey = "OPENDOTA_API_KEY"
    }

    /// Every variable as the tool was started with it, the keys among them.
    public static let variables: [String: String] = {
        let variables = ProcessInfo.processInfo.environment
        for secret in Secret.allCases { unsetenv(secret.rawValue) }
        return variables
    }()
}

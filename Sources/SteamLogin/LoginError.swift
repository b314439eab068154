// Why a sign-in did not happen, each with the exit status it earned: 4 for every answer that is not a confirmed
// sign-in, 2 when the listener cannot run.
import SteamModels

public enum LoginError: StatusError, Equatable {
    /// Steam answered openid.mode=cancel: the person chose not to sign in.
    case cancelled
    /// The assertion fails a check before Steam is asked: forged, mangled, stale or meant for another sign-in.
    case refused(String)
    /// This nonce was presented before: a replayed assertion.
    case replayed(nonce: String)
    /// Steam's check_authentication answer is not a plain is_valid:true.
    case notConfirmed(String)
    /// No answer from Steam reached the listener in time.
    case timedOut(seconds: Int)
    /// The loopback listener could not be started.
    case cannotListen(String)
    /// STEAM_COMMUNITY_URL gives no address a browser and check_authentication can both reach.
    case unusableEndpoint(String)

    public var exitStatus: ExitStatus {
        switch self {
        case .cannotListen, .unusableEndpoint: .fatal
        case .cancelled, .refused, .replayed, .notConfirmed, .timedOut: .authentication
        }
    }

    public var description: String {
        switch self {
        case .cancelled: "sign-in cancelled at Steam; nothing was saved"
        case .refused(let reason): "refused Steam's answer: \(reason); nothing was saved"
        case .replayed(let nonce): "refused Steam's answer: its nonce \(quoted(nonce)) was presented before (a replayed answer); nothing was saved"
        case .notConfirmed(let reason): "Steam did not confirm the sign-in: \(reason); nothing was saved"
        case .timedOut(let seconds): "no answer from Steam within \(seconds) s; run steam-auth login again (--wait sets the time)"
        case .cannotListen(let reason): "cannot listen for Steam's answer: \(reason)"
        case .unusableEndpoint(let endpoint): "STEAM_COMMUNITY_URL makes the sign-in address \(quoted(endpoint)), not an http or https URL"
        }
    }
}

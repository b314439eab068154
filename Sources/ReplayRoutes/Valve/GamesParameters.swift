// What the games routes share: reading appids and flags, finding the library asked for, and the bodies Valve sends
// when it will not show anything.
import ReplayWorld

extension Query {
    /// Valve's service methods take `1` or `true` for a bool.
    func flag(_ name: String) -> Bool {
        ["1", "true"].contains(self[name]?.lowercased() ?? "")
    }

    /// A number the games routes read leniently: text that is not one counts as absent, as an unknown app.
    func number(_ name: String) -> Int? {
        self[name].flatMap { Int($0) }
    }
}

extension Reply {
    /// What Valve sends for a steamid that is not a number.
    static let routingParameterMissing = Reply.errorPage(400, detail: "Missing required routing parameter")

    /// `{}`, the body of the games routes' refusals (400 and 403, by method).
    static func emptyObject(status: Int) -> Reply {
        .json(.object([]), status: status)
    }

    /// `{"response":{}}`: IPlayerService's answer for a library it will not show (private, or no such account).
    static let hiddenLibrary = Reply.json(.object([("response", .object([]))]))
}

/// The answer IPlayerService gives instead of a library it will not show.
struct LibraryRefusal: Error {
    let reply: Reply
}

extension GameWorld {
    /// The library the request's steamid names, or Valve's refusal: the routing page for a steamid that is not a
    /// number, `{"response":{}}` for one whose library is private or unknown.
    func visibleLibrary(_ query: Query) throws(LibraryRefusal) -> Library {
        switch owner(steamid: query["steamid"] ?? "") {
        case .malformed: throw LibraryRefusal(reply: .routingParameterMissing)
        case .hidden: throw LibraryRefusal(reply: .hiddenLibrary)
        case .visible(_, let library): return library
        }
    }
}

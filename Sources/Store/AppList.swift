// AppList.swift: Valve's app list, kept whole for each server and replaced whole, so steam-games find answers from
// the store; each name is kept beside its folded form, which the words of a search are looked for in.
import FoundationEssentials

/// How steam-games find compares names, one rule in the store (SQLite's instr, byte by byte) and over a list held in
/// memory (--no-cache): lower case without combining marks, so "istanbul" finds "İstanbul", whose lower case is "i"
/// and a combining dot. A letter and its mark written as one code point ("é") are left as they are.
public struct AppNameSearch: Sendable {
    /// The search's words, folded.
    public let words: [String]
    /// The words joined by single spaces: the name an app must fold to, to come first.
    public let exact: String

    public init(_ name: String) {
        words = Self.fold(name).unicodeScalars.split(whereSeparator: \.properties.isWhitespace)
            .map { String(String.UnicodeScalarView($0)) }
        exact = words.joined(separator: " ")
    }

    public static func fold(_ name: String) -> String {
        String(String.UnicodeScalarView(name.lowercased().unicodeScalars.filter {
            $0.properties.generalCategory != .nonspacingMark
        }))
    }

    /// Whether a folded name holds every word, compared as instr compares them: by bytes.
    public func finds(inFolded folded: String) -> Bool {
        words.allSatisfy { folded.utf8.contains($0.utf8) }
    }

    public func isExact(folded: String) -> Bool { folded.utf8.elementsEqual(exact.utf8) }
}

/// One app of a stored list.
public struct StoredApp: Sendable, Equatable {
    public let appID: Int64
    public let name: String

    public init(appID: Int64, name: String) {
        self.appID = appID
        self.name = name
    }
}

extension Store {
    /// When `server`'s list was last fetched whole; nil when the store holds none.
    public func appListFetchedAt(server: String) async throws(StoreError) -> Date? {
        try await read("cannot read the app list") { connection in
            let statement = try connection.cachedStatement("SELECT fetched_at FROM app_list_fetch WHERE server = ?")
            try statement.bind(server)
            return try statement.firstRow { Date(timeIntervalSince1970: $0[0]) }
        }
    }

    /// Replaces `server`'s list with `apps` in one transaction: a list whose fetch broke off part way is never kept,
    /// and the one before it stays whole.
    public func replaceAppList(server: String, apps: [StoredApp], fetchedAt: Date) async throws(StoreError) {
        try await write("cannot write the app list") { connection in
            let clear = try connection.cachedStatement("DELETE FROM app_list WHERE server = ?")
            try clear.bind(server)
            try clear.run()
            let insert = try connection.cachedStatement(
                "INSERT OR REPLACE INTO app_list (server, appid, name, folded) VALUES (?, ?, ?, ?)")
            for app in apps {
                try insert.bind(server, app.appID, app.name, AppNameSearch.fold(app.name))
                try insert.run()
            }
            let fetched = try connection.cachedStatement(
                "INSERT OR REPLACE INTO app_list_fetch (server, fetched_at) VALUES (?, ?)")
            try fetched.bind(server, fetchedAt.timeIntervalSince1970)
            try fetched.run()
        }
    }

    /// The apps of `server`'s list whose folded name holds every word of `search`: the one whose name folds to the
    /// search's words first, then the rest by appid.
    public func apps(server: String, matching search: AppNameSearch) async throws(StoreError) -> [StoredApp] {
        let words = search.words
        // One statement per count of words, prepared once on each connection.
        let sql = "SELECT appid, name FROM app_list WHERE server = ?"
            + String(repeating: " AND instr(folded, ?) > 0", count: words.count)
            + " ORDER BY folded = ? DESC, appid"
        return try await read("cannot search the app list") { connection in
            let statement = try connection.cachedStatement(sql)
            try statement.bind(server, at: 1)
            try statement.bind(words + [search.exact], from: 2)
            return try statement.rows { StoredApp(appID: $0[0], name: $0[1]) }
        }
    }
}

// AppList.swift: Valve's app list, kept whole for each server and replaced whole, so steam-games find answers from
// the store; each name is kept beside its lower-case form, which the words of a search are looked for in.
import FoundationEssentials

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
                try insert.bind(server, app.appID, app.name, app.name.lowercased())
                try insert.run()
            }
            let fetched = try connection.cachedStatement(
                "INSERT OR REPLACE INTO app_list_fetch (server, fetched_at) VALUES (?, ?)")
            try fetched.bind(server, fetchedAt.timeIntervalSince1970)
            try fetched.run()
        }
    }

    /// The apps of `server`'s list whose lower-case name holds every one of `words` (lower case already): the one
    /// named exactly `name` (lower case) first, then the rest by appid.
    public func apps(server: String, containing words: [String], named name: String) async throws(StoreError) -> [StoredApp] {
        // One statement per count of words, prepared once on each connection.
        let sql = "SELECT appid, name FROM app_list WHERE server = ?"
            + String(repeating: " AND instr(folded, ?) > 0", count: words.count)
            + " ORDER BY folded = ? DESC, appid"
        return try await read("cannot search the app list") { connection in
            let statement = try connection.cachedStatement(sql)
            try statement.bind(server, at: 1)
            try statement.bind(words + [name], from: 2)
            return try statement.rows { StoredApp(appID: $0[0], name: $0[1]) }
        }
    }
}

// IStoreService/GetAppList through the store: Valve's whole app list, fetched page by page, kept a week, and searched
// by the words of a name for steam-games find.
import FoundationEssentials
import SteamModels
import Store

/// steam-games find's app list for one run: made ready once (found fresh in the store, or fetched whole), however
/// many names the run looks up.
public final class AppListLookup: Sendable {
    /// Where the run's list is: in the store, or with --no-cache in memory only, each name folded once for every
    /// search of the run, as the store keeps it.
    enum Source: Sendable {
        case stored
        case inMemory([(app: StoredApp, folded: String)])
    }

    /// Apps per page asked of Valve: its most, 50,000, unless a test asks for small pages.
    let pageSize: Int
    let ready = SharedWork<Source>(capacity: 1)

    public init(pageSize: Int = Endpoint.appListPageLimit) {
        self.pageSize = pageSize
    }
}

extension SteamAPI {
    /// The stored list is fetched again once it is a week old: apps join Steam daily, but a name looked for is
    /// nearly always an app older than that, and the whole list is a few large requests.
    public static let appListLifetime: TimeInterval = 7 * 86_400

    /// The apps whose names hold every word of `name` (AppNameSearch's rule): the app named exactly `name` first,
    /// then the rest by appid.
    public func findApps(named name: String, in lookup: AppListLookup) async throws -> [StoredApp] {
        let search = AppNameSearch(name)
        switch try await lookup.ready.value(for: "", { try await self.readyAppList(pageSize: lookup.pageSize) }) {
        case .stored:
            return try await withStore { store throws(StoreError) in try await store.apps(server: server, matching: search) }
        case .inMemory(let apps):
            let found = apps.filter { search.finds(inFolded: $0.folded) }
            return found.filter { search.isExact(folded: $0.folded) }.map(\.app)
                + found.filter { !search.isExact(folded: $0.folded) }.map(\.app)
        }
    }

    /// The list in the store while under a week old (any age offline), else fetched whole and stored.
    private func readyAppList(pageSize: Int) async throws -> AppListLookup.Source {
        let endpoint = Endpoint.getAppList
        if cacheMode.reads {
            let fetchedAt = try await withStore { store throws(StoreError) in try await store.appListFetchedAt(server: server) }
            if let fetchedAt, cacheMode == .offline || configuration.now().timeIntervalSince(fetchedAt) < Self.appListLifetime {
                return .stored
            }
        }
        guard cacheMode != .offline else { throw WebAPIError.notInStore(endpoint: endpoint.method, what: "the app list") }
        let apps = try await fetchAppList(pageSize: pageSize)
        guard cacheMode.writes else { return .inMemory(apps.map { ($0, AppNameSearch.fold($0.name)) }) }
        try await withStore { store throws(StoreError) in
            try await store.replaceAppList(server: server, apps: apps, fetchedAt: configuration.now())
        }
        return .stored
    }

    /// Every page of Valve's list, each starting after the last appid of the one before, until a page promises no
    /// more. Games, DLC and software are asked for: what a user may own and look up; videos and hardware are not.
    private func fetchAppList(pageSize: Int) async throws -> [StoredApp] {
        let endpoint = Endpoint.getAppList
        var apps: [StoredApp] = []
        var after: AppID?
        while true {
            let parameters = [
                ("max_results", String(pageSize)), ("include_games", "true"), ("include_dlc", "true"),
                ("include_software", "true"),
            ] + (after.map { [("last_appid", String($0))] } ?? [])
            let response = try await fetch(endpoint, parameters)
            _ = try outcome(of: response, from: endpoint)
            let page = try Self.read(response.body, from: endpoint, AppListPage.init(json:))
            // The page before promised more: a page of none (a `{"response":{}}`) would cut the list short unseen.
            if let after, page.apps.isEmpty {
                throw WebAPIError.unexpectedBody(endpoint: endpoint.method, detail: "no apps after \(after), where more were promised")
            }
            apps += page.apps.map { StoredApp(appID: Int64($0.appID), name: $0.name) }
            guard page.haveMoreResults, let last = page.lastAppID else { return apps }
            // A cursor that does not move on would ask for the same page for ever.
            guard after.map({ last > $0 }) ?? true else {
                throw WebAPIError.unexpectedBody(endpoint: endpoint.method, detail: "last_appid \(last) does not move on")
            }
            after = last
        }
    }
}

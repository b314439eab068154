// ISteamUser: vanity names, player summaries (100 ids a call) and friend lists, through the store.
import FoundationEssentials
import SteamModels

/// A friend list, or the fact that its owner keeps it private (Valve answers 401).
public enum FriendList: Sendable, Equatable {
    case friends([Friend])
    case hidden
}

/// What GetPlayerSummaries said about each asked-for id.
public struct Summaries: Sendable {
    public var found: [SteamID: PlayerSummary] = [:]
    /// Ids Valve left out of its answer: no such player.
    public var unknown: Set<SteamID> = []
    /// Ids with no answer at all, and why; offline, the ids the store lacks.
    public var failed: [SteamID: WebAPIError] = [:]
}

extension SteamAPI {
    /// Valve takes at most this many steamids in one GetPlayerSummaries call.
    public static let summariesPerCall = 100

    /// The account a vanity name belongs to, or nil when Valve knows no such name (EResult 42).
    public func resolveVanity(_ name: String) async throws -> SteamID? {
        let endpoint = Endpoint.resolveVanityURL
        let answer = try await answer(
            endpoint, [("vanityurl", name)], describing: "vanity name \(quoted(name))",
            validate: { [self] body in _ = try decode(VanityResolutionEnvelope.self, body, from: endpoint) })
        guard answer.outcome == .found else { return nil }
        let response = try decode(VanityResolutionEnvelope.self, answer.body, from: endpoint).response
        guard response.success == 1, let text = response.steamid, let id = SteamID(decimal: text) else {
            throw WebAPIError.unexpectedBody(endpoint: endpoint.method, detail: "success \(response.success) without a numeric steamid")
        }
        return id
    }

    /// Summaries of `ids`: what the store holds fresh costs no call; the rest go 100 to a call, side by side, and
    /// each call's answers are stored as soon as it returns, so a failure in one call loses none of the others.
    public func summaries(of ids: [SteamID]) async throws -> Summaries {
        let endpoint = Endpoint.getPlayerSummaries
        let unique = Array(Set(ids)).sorted()
        var result = Summaries()
        let stored = try await storedAnswers(endpoint, unique.map { String($0.id64) })
        for id in unique {
            guard let answer = stored[String(id.id64)] else { continue }
            try record(answer, for: id, in: &result, from: endpoint)
        }
        let missing = unique.filter { result.found[$0] == nil && !result.unknown.contains($0) }
        guard cacheMode != .offline else {
            for id in missing {
                result.failed[id] = .notInStore(endpoint: endpoint.method, what: "steamid \(id.id64)")
            }
            return result
        }
        // Each child builds its whole result after its await, as a struct. Swift 6.3's optimiser can write the part
        // of a tuple it knows before a suspension and lose it across the suspension (swiftlang/swift#91911): with
        // `return (batch, .success(try await …))` release builds crashed copying the result in 21 runs of 30.
        let fetched = await withTaskGroup(of: BatchAnswers.self) { group in
            for start in stride(from: 0, to: missing.count, by: Self.summariesPerCall) {
                let batch = Array(missing[start..<min(start + Self.summariesPerCall, missing.count)])
                group.addTask {
                    let answers: Result<[SteamID: Answer], any Error>
                    do { answers = .success(try await self.fetchSummaries(of: batch)) } catch { answers = .failure(error) }
                    return BatchAnswers(batch: batch, answers: answers)
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        for call in fetched {
            switch call.answers {
            case .success(let answers):
                for (id, answer) in answers { try record(answer, for: id, in: &result, from: endpoint) }
            case .failure(let error as WebAPIError) where error.exitStatus == ExitStatus.partialFailure:
                for id in call.batch { result.failed[id] = error }
            case .failure(let error):
                throw error
            }
        }
        return result
    }

    /// What one GetPlayerSummaries call of a run came to, for the ids it asked about.
    private struct BatchAnswers: Sendable {
        let batch: [SteamID]
        let answers: Result<[SteamID: Answer], any Error>
    }

    /// One GetPlayerSummaries call: a found answer per player Valve knows, not found for the ids it left out.
    private func fetchSummaries(of batch: [SteamID]) async throws -> [SteamID: Answer] {
        let endpoint = Endpoint.getPlayerSummaries
        let response = try await fetch(endpoint, [("steamids", batch.map { String($0.id64) }.joined(separator: ","))])
        _ = try outcome(of: response, from: endpoint)
        let players = try decode(PlayerSummariesEnvelope.self, response.body, from: endpoint).response.players
        let fetchedAt = configuration.now()
        var answers: [SteamID: Answer] = [:]
        for id in batch { answers[id] = Answer(outcome: .notFound, body: Data(), fetchedAt: fetchedAt) }
        for player in players {
            guard let id64 = UInt64(player.steamid), answers[SteamID(id64: id64)] != nil else {
                throw WebAPIError.unexpectedBody(endpoint: endpoint.method, detail: "a player that was not asked for: \(quoted(player.steamid))")
            }
            answers[SteamID(id64: id64)] = Answer(outcome: .found, body: try JSONEncoder().encode(player), fetchedAt: fetchedAt)
        }
        try await keep(answers.map { (String($0.key.id64), $0.value) }, from: endpoint)
        return answers
    }

    private func record(_ answer: Answer, for id: SteamID, in result: inout Summaries, from endpoint: Endpoint) throws {
        switch answer.outcome {
        case .found: result.found[id] = try decode(PlayerSummary.self, answer.body, from: endpoint)
        case .notFound, .hidden, .unavailable: result.unknown.insert(id)
        }
    }

    /// Everyone on `id`'s friend list, each saying whose friend they are. Every friend's steamid is a
    /// SteamID64: `Friend` refuses to decode anything else.
    public func friendList(of id: SteamID) async throws -> FriendList {
        let endpoint = Endpoint.getFriendList
        let answer = try await answer(
            endpoint, [("steamid", String(id.id64)), ("relationship", "friend")], describing: "steamid \(id.id64)",
            validate: { [self] body in _ = try decode(FriendListEnvelope.self, body, from: endpoint) })
        guard answer.outcome == .found else { return .hidden }
        let owner = String(id.id64)
        return .friends(try decode(FriendListEnvelope.self, answer.body, from: endpoint).friends.map { friend in
            var friend = friend
            friend.friend_of = owner
            return friend
        })
    }
}

// Methods that answer for many accounts a call (GetPlayerSummaries, GetPlayerBans): what the store holds fresh costs no
// call; the rest go `perCall` to a call, side by side, and each call's answers are stored, with a snapshot of each
// account found, as soon as it returns, so a failure in one call loses none of the others.
import FoundationEssentials
import SteamModels
import Store

/// What a method that takes many steamids a call said about each asked-for id.
public struct AccountAnswers<Value: Sendable>: Sendable {
    public var found: [SteamID: Value] = [:]
    /// When Valve gave each found answer: since the client's `startedAt` for a fresh one, the first fetch's time for a
    /// stored one.
    public var fetchedAt: [SteamID: Date] = [:]
    /// Ids Valve left out of its answer: no such player.
    public var unknown: Set<SteamID> = []
    /// Ids with no answer at all, and why; offline, the ids the store lacks.
    public var failed: [SteamID: WebAPIError] = [:]
}

/// How one such method's answer is taken apart, read back and remembered.
struct AccountBatchMethod<Value: Sendable>: Sendable {
    let endpoint: Endpoint
    let perCall: Int
    /// Each player of one answer, by the SteamID64 the answer names it with, as the body stored for it alone.
    let players: @Sendable (Data) throws -> [(id64: String, body: Data)]
    /// One player's stored body.
    let decode: @Sendable (Data) throws -> Value
    /// What a fresh answer about `id` leaves in the account history.
    let snapshot: @Sendable (_ value: Value, _ id: SteamID, _ fetchedAt: Date) -> AccountSnapshot
}

extension SteamAPI {
    /// `method`'s answers about `ids`.
    func accountAnswers<Value>(_ method: AccountBatchMethod<Value>, of ids: [SteamID]) async throws -> AccountAnswers<Value> {
        let endpoint = method.endpoint
        let unique = Array(Set(ids)).sorted()
        var result = AccountAnswers<Value>()
        let stored = try await storedAnswers(endpoint, unique.map { String($0.id64) })
        for id in unique {
            guard let answer = stored[String(id.id64)] else { continue }
            try record(answer, for: id, in: &result, method)
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
            for start in stride(from: 0, to: missing.count, by: method.perCall) {
                let batch = Array(missing[start..<min(start + method.perCall, missing.count)])
                group.addTask {
                    let answers: Result<[SteamID: Answer], any Error>
                    do { answers = .success(try await self.fetchBatch(of: batch, method)) } catch { answers = .failure(error) }
                    return BatchAnswers(batch: batch, answers: answers)
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        for call in fetched {
            switch call.answers {
            case .success(let answers):
                for (id, answer) in answers { try record(answer, for: id, in: &result, method) }
            case .failure(let error as WebAPIError) where error.exitStatus == ExitStatus.partialFailure:
                for id in call.batch { result.failed[id] = error }
            case .failure(let error):
                throw error
            }
        }
        return result
    }

    /// What one call of a run came to, for the ids it asked about.
    private struct BatchAnswers: Sendable {
        let batch: [SteamID]
        let answers: Result<[SteamID: Answer], any Error>
    }

    /// One call: a found answer per player Valve knows, not found for the ids it left out, stored with the snapshots.
    private func fetchBatch<Value>(of batch: [SteamID], _ method: AccountBatchMethod<Value>) async throws -> [SteamID: Answer] {
        let endpoint = method.endpoint
        let response = try await fetch(endpoint, [("steamids", batch.map { String($0.id64) }.joined(separator: ","))])
        _ = try outcome(of: response, from: endpoint)
        let players = try method.players(response.body)
        let fetchedAt = configuration.now()
        var answers: [SteamID: Answer] = [:]
        for id in batch { answers[id] = Answer(outcome: .notFound, body: Data(), fetchedAt: fetchedAt) }
        var snapshots: [AccountSnapshot] = []
        for player in players {
            guard let id64 = UInt64(player.id64), answers[SteamID(id64: id64)] != nil else {
                throw WebAPIError.unexpectedBody(endpoint: endpoint.method, detail: "a player that was not asked for: \(quoted(player.id64))")
            }
            let id = SteamID(id64: id64)
            answers[id] = Answer(outcome: .found, body: player.body, fetchedAt: fetchedAt)
            snapshots.append(method.snapshot(try method.decode(player.body), id, fetchedAt))
        }
        try await keep(answers.map { (String($0.key.id64), $0.value) }, from: endpoint, accounts: snapshots)
        return answers
    }

    private func record<Value>(
        _ answer: Answer, for id: SteamID, in result: inout AccountAnswers<Value>, _ method: AccountBatchMethod<Value>
    ) throws {
        switch answer.outcome {
        case .found:
            result.found[id] = try method.decode(answer.body)
            result.fetchedAt[id] = answer.fetchedAt
        case .notFound, .hidden, .unavailable: result.unknown.insert(id)
        }
    }
}

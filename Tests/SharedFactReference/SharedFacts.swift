// The reference for the facts the client and steam-replay each keep a copy of (Tests/SharedFacts): each file holds
// one fact, the source it was read from, and its value, whose shapes are declared here once for every test target
// that holds a copy to them. Tests hold each copy to these files, never to the other copy.
import Foundation

public enum SharedFacts {
    /// `source` is read though no test looks at it: a fact written down without one fails to load.
    private struct Fact<Value: Decodable>: Decodable {
        let source: String
        let value: Value
    }

    /// The value of Tests/SharedFacts/`name`.json; the files' snake_case names read as camelCase.
    public static func value<Value: Decodable>(_ name: String, as type: Value.Type = Value.self) throws -> Value {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SharedFacts/\(name).json")
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(Fact<Value>.self, from: Data(contentsOf: file)).value
    }

    /// A date of the reference (ISO 8601, UTC) as Unix seconds.
    public static func unixSeconds(_ date: String) throws -> Int {
        Int(try Date(date, strategy: .iso8601).timeIntervalSince1970)
    }

    /// opendota-significance
    public struct Significance: Decodable, Sendable {
        public let balancedGameModes: [Int]
        public let balancedLobbyTypes: [Int]
        public let longestInsignificantDuration: Int
    }

    /// One entry of dota-patches.
    public struct Patch: Decodable, Sendable {
        public let id: Int
        public let name: String
        public let date: String
    }

    /// One entry of dota-heroes.
    public struct Hero: Decodable, Sendable {
        public let id: Int
        public let name: String
        public let localizedName: String
    }

    /// One entry of valve-methods.
    public struct ValveMethod: Decodable, Hashable, Sendable {
        public let interface: String
        public let method: String
        public let version: Int
        public let key: Bool

        public init(interface: String, method: String, version: Int, key: Bool) {
            (self.interface, self.method, self.version, self.key) = (interface, method, version, key)
        }
    }

    /// One entry of valve-answers.
    public struct ValveAnswer: Decodable, Sendable {
        public let method: String
        public let `case`: String
        public let status: Int
        /// nil where the sources do not agree on it: nothing may depend on it.
        public let body: String?
        public let means: String
    }

    /// opendota-rate-limits: the month-counting form the replay imitates, and today's.
    public struct OpenDotaRateLimits: Decodable, Sendable {
        public struct Form: Decodable, Sendable {
            public let minuteHeader: String
            public let allowanceHeader: String
            public let minuteRefusal: String
            public let allowanceRefusal: String
            public let keylessMinuteLimit: Int
        }

        public let before: Form
        public let today: Form
    }

    /// One entry of replay-control-routes.
    public struct ControlEndpoint: Decodable, Hashable, Sendable {
        public let method: String
        public let path: String

        public init(method: String, path: String) {
            (self.method, self.path) = (method, path)
        }
    }

    /// steam-store-currencies: the currency each country pays in, the hundredths every amount is counted in, and
    /// amounts as Steam writes them. (The store methods themselves, steam-store-methods, are `ValveMethod`s.)
    public struct StoreCurrencies: Decodable, Sendable {
        public struct Formatted: Decodable, Sendable {
            public let currency: String
            public let hundredths: Int
            public let text: String
            public let source: String
        }

        public let hundredthsPerUnit: Int
        /// ISO 3166 alpha-2 country → ISO 4217 currency.
        public let countries: [String: String]
        public let formatted: [Formatted]
    }
}

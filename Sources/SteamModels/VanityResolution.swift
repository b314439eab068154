// ResolveVanityURL's answer: a steamid with success 1, or an EResult such as 42 (no match).

public struct VanityResolutionEnvelope: Decodable, Sendable {
    public struct Response: Decodable, Sendable {
        public let success: Int
        public let steamid: String?
        public let message: String?
    }
    public let response: Response
}

// ShapeError: what is wrong with the shape of an answer or record, in words that name the field.

public struct ShapeError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ problem: String) { description = problem }
}

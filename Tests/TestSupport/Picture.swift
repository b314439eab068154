// A PNG read back as pixels, through netpbm's pngtopnm, so tests can tell a drawn picture from a blank one.
import Foundation

public struct Picture: Sendable {
    public let width: Int
    public let height: Int
    /// RGB, three bytes a pixel, row by row.
    public let pixels: [UInt8]

    public static func png(at path: String) throws -> Picture {
        let result = try shell("pngtopnm '\(path)' | ppmtoppm")
        guard result.status == 0 else { throw TestSupportError("pngtopnm \(path): \(result.stderr)") }
        return try Picture(ppm: [UInt8](result.stdout))
    }

    /// Binary PPM (P6) with a maxval of 255: the header is four tokens separated by white space.
    init(ppm bytes: [UInt8]) throws {
        var tokens: [String] = []
        var index = 0
        while tokens.count < 4, index < bytes.count {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x09 || bytes[index] == 0x0D { index += 1 }
            var token = ""
            while index < bytes.count, bytes[index] > 0x20 {
                token.unicodeScalars.append(UnicodeScalar(bytes[index]))
                index += 1
            }
            tokens.append(token)
        }
        index += 1
        guard tokens.count == 4, tokens[0] == "P6", let width = Int(tokens[1]), let height = Int(tokens[2]),
              tokens[3] == "255"
        else { throw TestSupportError("not a 255-maxval P6 picture: \(tokens)") }
        // The header is pngtopnm's: a negative size, or one whose bytes would pass Int.max, is refused, not trapped on.
        let (area, areaOverflows) = width.multipliedReportingOverflow(by: height)
        let (length, lengthOverflows) = area.multipliedReportingOverflow(by: 3)
        guard width >= 0, height >= 0, !areaOverflows, !lengthOverflows, bytes.count - index == length
        else { throw TestSupportError("not a 255-maxval P6 picture: \(tokens)") }
        self.width = width
        self.height = height
        pixels = Array(bytes[index...])
    }

    /// The share of pixels in the rows `rows` that are not near-white: 0 for a blank page.
    public func inkShare(rows: Range<Int>? = nil) -> Double {
        let rows = rows.map { $0.clamped(to: 0..<height) } ?? 0..<height
        var inked = 0
        for row in rows {
            for column in 0..<width {
                let offset = (row * width + column) * 3
                if pixels[offset] < 230 || pixels[offset + 1] < 230 || pixels[offset + 2] < 230 { inked += 1 }
            }
        }
        return rows.isEmpty ? 0 : Double(inked) / Double(rows.count * width)
    }

    /// How many different colours the picture holds, counted to a limit.
    public func colourCount(limit: Int = 64) -> Int {
        var seen = Set<UInt32>()
        for offset in stride(from: 0, to: pixels.count, by: 3) {
            seen.insert(UInt32(pixels[offset]) << 16 | UInt32(pixels[offset + 1]) << 8 | UInt32(pixels[offset + 2]))
            if seen.count >= limit { break }
        }
        return seen.count
    }
}

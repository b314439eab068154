// Newline-delimited JSON for the control endpoints: one compact object per line.

import FoundationEssentials

enum NDJSON {
    static let contentType = "application/x-ndjson"

    static func encode(_ records: [some Encodable]) throws -> Data {
        var data = Data()
        for record in records {
            data.append(try ReplayJSON.encode(record))
            data.append(UInt8(ascii: "\n"))
        }
        return data
    }
}

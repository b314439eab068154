// scripts/fault-matrix, run as CI runs it: every networked tool against every fault steam-replay injects, each cell of
// its table held to its promise; and a tool that breaks one is caught.
import Foundation
import Testing
import TestSupport

@Suite(.blocksOnProcesses, .serialized) struct FaultMatrixTests {
    static let script = Products.packageRoot.appendingPathComponent("scripts/fault-matrix").path
    static let rows = 26, columns = 16

    /// The table's body rows: the tool's name, then one outcome per fault.
    private static func cells(of table: String) -> [(row: String, cells: [String])] {
        table.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { line in
            let fields = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            return (fields.first ?? "", Array(fields.dropFirst()))
        }
    }

    @Test func everyToolMeetsEveryFaultAsPromised() throws {
        let result = try shell("'\(Self.script)' --bin '\(Products.directory.path)'")
        let table = Self.cells(of: result.stdoutText)
        #expect(table.count == Self.rows, "\(result.stdoutText)")
        for (row, cells) in table {
            #expect(cells.count == Self.columns, "\(row)")
            for cell in cells {
                #expect(cell.hasSuffix("✓"), "\(row): \(cell)\n\(result.stdoutText)")
                #expect(cell.hasPrefix("retried") || cell.hasPrefix("read") || cell.hasPrefix("exit ")
                    || cell.hasPrefix("note") || cell.hasPrefix("empty"), "\(row): \(cell)")
            }
        }
        #expect(result.stdoutText.contains("; 0 broken"), "\(result.stdoutText)")
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// steam-games with its exit status 1 turned into 0, as a tool that swallowed its failures would end: every cell
    /// that owes exit 1 is marked broken, and the script fails.
    @Test func aToolThatHidesItsFailuresBreaksTheMatrix() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fault-matrix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for tool in ["steam-replay", "steam-auth", "steam-profile", "dota-matches", "dota-detail"] {
            try FileManager.default.createSymbolicLink(
                atPath: directory.appendingPathComponent(tool).path, withDestinationPath: Products.path(tool))
        }
        let wrapper = directory.appendingPathComponent("steam-games")
        try """
            #!/usr/bin/env bash
            '\(Products.path("steam-games"))' "$@"
            status=$?
            [ "$status" -ne 1 ] || exit 0
            exit "$status"
            """.write(to: wrapper, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper.path)

        let result = try shell("'\(Self.script)' --bin '\(directory.path)' owned")
        #expect(result.status == 1)
        let owned = try #require(Self.cells(of: result.stdoutText).first)
        #expect(owned.row == "`owned`")
        #expect(owned.cells.filter { $0.hasSuffix("✗") }.count == 4, "\(result.stdoutText)")
        #expect(result.stdoutText.contains("owned × redirect: exit 0, not 1"), "\(result.stdoutText)")
    }
}

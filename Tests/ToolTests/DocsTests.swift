// The committed man pages, completions and module graph (docs/development.md) are what the code and the manifest
// generate, and the check CI runs catches a help text changed without running scripts/docs.
import Foundation
import Testing
import TestSupport

@Suite(.blocksOnProcesses, .serialized) struct DocsTests {
    static let script = Products.packageRoot.appendingPathComponent("scripts/docs").path

    @Test func theCommittedPagesAndCompletionsAreWhatTheCodeGenerates() throws {
        let result = try shell("'\(Self.script)' --check --binaries '\(Products.buildDirectory.path)'")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutText.contains("match the code"))
    }

    /// The built binary, with stat-agg's description of --bins changed as an edit to its help would change it.
    @Test func aFlagsHelpChangedWithoutRegeneratingFailsTheCheck() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("docs-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("steam-pipes-docs").path,
            withDestinationPath: Products.buildDirectory.appendingPathComponent("steam-pipes-docs").path)
        let steamPipes = Products.path("steam-pipes")
        let wrapper = directory.appendingPathComponent("steam-pipes")
        try """
            #!/usr/bin/env bash
            if [ "$1" = stat-agg ] && [ "$2" = --experimental-dump-help ]; then
                '\(steamPipes)' "$@" | sed 's/How many buckets (1-10000)./How many bars (1-10000)./'
            else
                exec '\(steamPipes)' "$@"
            fi
            """.write(to: wrapper, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper.path)

        let result = try shell("'\(Self.script)' --check --binaries '\(directory.path)'")
        #expect(result.status == 1)
        #expect(result.stderr.contains("man/man1/stat-agg.1 differs from what the code generates"), "\(result.stderr)")
        #expect(result.stderr.contains("+How many bars (1-10000)."))
        #expect(result.stderr.contains("run scripts/docs and commit"))
        // Only the page whose help changed is named.
        #expect(!result.stderr.contains("man/man1/dota-detail.1"))
    }
}

// GitCommit: writes the commit a build is made from (and its tag, if any) into the Version module, so that a
// development build can say which code it runs.
import Foundation
import PackagePlugin

@main struct GitCommit: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL
        let output = context.pluginWorkDirectoryURL.appending(path: "GitCommit.swift")
        // The command runs again only when an input changes. HEAD moves with a checkout and logs/HEAD grows with every
        // commit, reset and checkout, so the two together catch each change of the commit. A worktree's `.git` is a
        // file naming the real directory.
        var gitDirectory = package.appending(path: ".git")
        if let link = try? String(contentsOf: gitDirectory, encoding: .utf8), link.hasPrefix("gitdir: ") {
            let path = link.dropFirst("gitdir: ".count).trimmingCharacters(in: .whitespacesAndNewlines)
            gitDirectory = URL(fileURLWithPath: path, relativeTo: package)
        }
        let inputs = ["HEAD", "logs/HEAD"].map { gitDirectory.appending(path: $0) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        // Outside a git checkout (a source tarball) both are empty, and the version line names no commit.
        let script = #"""
            commit=$(git -C "$1" rev-parse --short=12 HEAD 2>/dev/null)
            tag=$(git -C "$1" describe --tags --exact-match HEAD 2>/dev/null)
            printf 'let gitCommit = "%s"\nlet gitTag = "%s"\n' "$commit" "$tag" > "$2"
            """#
        return [.buildCommand(
            displayName: "Reading the git commit",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", script, "sh", package.path, output.path],
            inputFiles: inputs,
            outputFiles: [output])]
    }
}

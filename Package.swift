// swift-tools-version: 6.1
import PackageDescription

/// The hot paths of the test suite and of every debug pipe: stat-agg's engine and the JSON reader it is checked
/// against (100,000 records in the scanner's differential test), and the replay's generated worlds. Optimized even in
/// debug builds, they run four times faster there (the differential test: 287 s of CPU unoptimized, 64 s optimized).
let hotPath: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
    name: "steam-pipes",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "steam-pipes", targets: ["steam-pipes"]),
    ],
    // Exact versions: a fresh clone builds what CI tested. swift-nio brings swift-atomics, swift-collections and
    // swift-system, each of which this machine has in one version only.
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/apple/swift-nio", exact: "2.101.3"),
    ],
    targets: [
        .systemLibrary(name: "CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        .systemLibrary(name: "CJQ", providers: [.apt(["libjq-dev"])]),
        .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),

        .plugin(name: "GitCommit", capability: .buildTool()),

        .target(name: "FoundationGaps"),
        .target(name: "SteamModels", dependencies: ["FoundationGaps"], swiftSettings: hotPath),
        .target(name: "Version", plugins: ["GitCommit"]),
        .target(name: "Transport", dependencies: ["CCurl", "FoundationGaps"]),
        .target(name: "JQ", dependencies: ["CJQ"]),
        .target(name: "Stats", dependencies: ["SteamModels", "FoundationGaps"], swiftSettings: hotPath),
        .target(name: "Store", dependencies: ["CSQLite", "FoundationGaps"]),
        .target(name: "WebAPI", dependencies: ["Transport", "Store", "SteamModels", "FoundationGaps"]),
        // steam-pipes' own small files and the identity file, below both the command kit and steam-auth's sign-in.
        .target(name: "ConfigFiles", dependencies: ["ToolSupport", "SteamModels", "FoundationGaps"]),
        // What every networked tool is built on: the template of a subcommand, the option groups several tools share,
        // inputs to accounts, the environment, the key files and the settings file.
        .target(name: "CommandKit", dependencies: [
            "WebAPI", "ToolSupport", "ConfigFiles", "Transport", "SteamModels", "FoundationGaps",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "ToolSupport", dependencies: [
            "JQ", "SteamModels", "FoundationGaps",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // steam-replay as four libraries, each over the one before. The generated world: players, friends, Dota history
        // and games, drawn from one seed, and what each shows at any time of the replay clock (whose running state is
        // ReplayRoutes'): pure, no networking.
        .target(name: "ReplayWorld", swiftSettings: hotPath),
        // stat-agg's corpus (steam-replay generate), drawn as the world draws matches: no networking, so StatsTests
        // reads it without the server.
        .target(name: "ReplayCorpus", dependencies: ["ReplayWorld"], swiftSettings: hotPath),
        // The answers: Valve's, OpenDota's and OpenID's routes, faults, the /_replay control routes, the clock and state
        // they share, and the in-process ReplayService over them all (NIOCore only for the request log's ring buffer).
        .target(name: "ReplayRoutes", dependencies: [
            "ReplayWorld", "FoundationGaps", .product(name: "NIOCore", package: "swift-nio"),
        ], swiftSettings: hotPath),
        // ReplayService on SwiftNIO's HTTP/1 server, and the faults only a socket can show.
        .target(name: "ReplayServer", dependencies: [
            "ReplayRoutes",
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
        ], swiftSettings: hotPath),
        .target(name: "SteamLogin", dependencies: [
            "ConfigFiles", "WebAPI", "SteamModels", "FoundationGaps",
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
        ]),
        .target(name: "StatViews", dependencies: ["Stats", "ToolSupport", "SteamModels", "FoundationGaps"]),
        // stat-agg's run and what its flags' values come to, tested in process; StatAggTool keeps only the flags.
        .target(name: "StatAggRun", dependencies: [
            "Stats", "StatViews", "ToolSupport", "SteamModels",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // steam-mcp's tools, made from the commands' own descriptions, and their calls run as child processes.
        .target(name: "MCPTools", dependencies: [
            "Manual", "ToolSupport", "SteamModels", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "Manual", dependencies: [
            "SteamModels", "Version", "FoundationGaps", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The reference for the facts the client and steam-replay each keep a copy of (Tests/SharedFacts).
        .target(name: "SharedFactReference", path: "Tests/SharedFactReference"),
        .target(name: "TestSupport", dependencies: [
            "ReplayServer", "ReplayRoutes", "ReplayWorld", "WebAPI", "Transport", "FoundationGaps",
        ], path: "Tests/TestSupport"),

        // One module per command: each subcommand's flags, help and work side by side, as a library. steam-pipes links
        // them all into one binary, which each command's name is a link to.
        .target(name: "SteamAuthTool", dependencies: [
            "Version", "CommandKit", "ConfigFiles", "WebAPI", "ToolSupport", "SteamModels", "SteamLogin",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // Change feeds: --changes' events between an account's stored states, and --watch's rounds.
        .target(name: "ChangeFeeds", dependencies: [
            "CommandKit", "WebAPI", "Transport", "Store", "ToolSupport", "SteamModels",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "SteamProfileTool", dependencies: [
            "Version", "CommandKit", "ChangeFeeds", "WebAPI", "Transport", "Store", "ToolSupport", "SteamModels",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "SteamGamesTool", dependencies: [
            "Version", "CommandKit", "ChangeFeeds", "WebAPI", "Store", "ToolSupport", "SteamModels",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "DotaMatchesTool", dependencies: [
            "Version", "CommandKit", "WebAPI", "ToolSupport", "SteamModels",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "DotaDetailTool", dependencies: [
            "Version", "CommandKit", "WebAPI", "Transport", "ToolSupport", "SteamModels",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "StatAggTool", dependencies: [
            "Version", "StatAggRun", "ToolSupport", "Stats", "SteamModels",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "SteamReplayTool", dependencies: [
            "Version", "ReplayServer", "ReplayRoutes", "ReplayCorpus",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        .target(name: "SteamMCPTool", dependencies: [
            "Version", "MCPTools", "ToolSupport", "SteamModels",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        .executableTarget(name: "steam-pipes", dependencies: [
            "SteamAuthTool", "SteamProfileTool", "SteamGamesTool", "DotaMatchesTool", "DotaDetailTool", "StatAggTool",
            "SteamMCPTool", "SteamReplayTool", "Version",
        ]),
        .executableTarget(name: "steam-pipes-docs", dependencies: [
            "Manual", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        .testTarget(name: "FoundationGapsTests", dependencies: ["FoundationGaps"]),
        .testTarget(name: "SteamModelsTests", dependencies: ["SteamModels", "SharedFactReference", "TestSupport"]),
        .testTarget(name: "TransportTests", dependencies: ["Transport", "TestSupport"]),
        .testTarget(name: "JQTests", dependencies: ["JQ"]),
        .testTarget(name: "StoreTests", dependencies: ["Store", "TestSupport"]),
        .testTarget(name: "ToolSupportTests", dependencies: ["ToolSupport", "SteamModels"]),
        .testTarget(name: "WebAPITests", dependencies: ["WebAPI", "SharedFactReference", "TestSupport"]),
        .testTarget(name: "ToolWorksTests", dependencies: [
            "SteamAuthTool", "SteamProfileTool", "SteamGamesTool", "DotaMatchesTool", "DotaDetailTool", "CommandKit",
            "ChangeFeeds", "ConfigFiles", "WebAPI", "ToolSupport", "SteamModels", "Store", "Transport", "ReplayRoutes", "TestSupport",
        ]),
        .testTarget(name: "SteamLoginTests", dependencies: ["SteamLogin", "SteamModels", "WebAPI", "TestSupport"]),
        .testTarget(name: "StatsTests", dependencies: ["Stats", "SteamModels", "ReplayCorpus", "SharedFactReference"], swiftSettings: hotPath),
        .testTarget(name: "StatViewsTests", dependencies: ["StatViews", "Stats", "ToolSupport", "SteamModels"]),
        .testTarget(name: "StatAggRunTests", dependencies: ["StatAggRun", "Stats", "ToolSupport", "SteamModels"]),
        .testTarget(name: "ToolTests", dependencies: ["TestSupport", "SharedFactReference", "Manual"], exclude: ["Reference"]),
        .testTarget(name: "ReplayTests", dependencies: [
            "ReplayWorld", "ReplayCorpus", "ReplayRoutes", "ReplayServer", "SteamModels", "SharedFactReference", "TestSupport",
        ]),
        .testTarget(name: "ManualTests", dependencies: ["Manual", "TestSupport"]),
        .testTarget(name: "MCPToolsTests", dependencies: ["MCPTools", "SteamModels", "TestSupport"]),
    ]
)

// swift-tools-version: 6.1
// The libFuzzer targets, one executable each (scripts/fuzz builds and runs them). A package of its own so that the
// root package and CI never see -sanitize=fuzzer. Modules/ links to the root's module sources: the root declares no
// library products a path dependency could import, and Modules/ToolSupport and Modules/SteamLogin link
// only the files the fuzz targets reach, so neither libjq, SQLite, SwiftNIO nor ArgumentParser is built.
import PackageDescription

let package = Package(
    name: "steam-pipes-fuzz",
    targets: [
        .target(name: "FoundationGaps", path: "Modules/FoundationGaps"),
        .target(name: "SteamModels", dependencies: ["FoundationGaps"], path: "Modules/SteamModels"),
        .target(name: "Stats", dependencies: ["SteamModels", "FoundationGaps"], path: "Modules/Stats"),
        .target(name: "ToolSupport", dependencies: ["SteamModels", "FoundationGaps"], path: "Modules/ToolSupport"),
        .target(name: "SteamLogin", dependencies: ["SteamModels", "FoundationGaps"], path: "Modules/SteamLogin"),
        .systemLibrary(name: "CLibFuzzer", path: "Targets/CLibFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer"], path: "Targets/FuzzSupport"),
        .executableTarget(name: "fuzz-lines", dependencies: ["FuzzSupport", "ToolSupport", "SteamModels"], path: "Targets/lines"),
        .executableTarget(name: "fuzz-records", dependencies: ["FuzzSupport", "SteamModels"], path: "Targets/records"),
        .executableTarget(name: "fuzz-ids", dependencies: ["FuzzSupport", "SteamModels"], path: "Targets/ids"),
        .executableTarget(name: "fuzz-openid", dependencies: ["FuzzSupport", "SteamLogin", "SteamModels"], path: "Targets/openid"),
        .executableTarget(name: "fuzz-scanner", dependencies: ["FuzzSupport", "Stats", "SteamModels"], path: "Targets/scanner"),
        .executableTarget(name: "fuzz-merge", dependencies: ["FuzzSupport", "Stats", "SteamModels"], path: "Targets/merge"),
    ]
)

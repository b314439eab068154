// JQRepeatedUseTests.swift: one compiled program applied many times, and from many tasks at once.
import Foundation
import JQ
import Testing

@Suite struct JQRepeatedUseTests {
    @Test func tenThousandAppliesOnOneProgram() throws {
        // Run under a leak or address sanitizer this is where a jv ownership slip shows.
        let program = try JQProgram(#"select(.n % 2 == 0) | {n, label: "n=\(.n)", tags: [.tags[] | ascii_upcase]}"#)
        var evenCount = 0
        for n in 0..<10_000 {
            let results = try program.results(for: #"{"n":\#(n),"tags":["a","b"]}"#)
            if n.isMultiple(of: 2) {
                #expect(results == [#"{"n":\#(n),"label":"n=\#(n)","tags":["A","B"]}"#])
                evenCount += 1
            } else {
                #expect(results.isEmpty)
            }
        }
        #expect(evenCount == 5_000)
    }

    @Test func errorsInALoopDoNotBreakTheProgram() throws {
        let program = try JQProgram(".x")
        for _ in 0..<1_000 {
            #expect(throws: JQRuntimeError.self) { try program.results(for: "1") }
            #expect(throws: JQRuntimeError.self) { try program.results(for: "{") }
        }
        #expect(try program.results(for: #"{"x":true}"#) == ["true"])
    }

    @Test func concurrentAppliesFromManyTasksOnOneProgram() async throws {
        let program = try JQProgram(".id * 2")
        let doubled = try await withThrowingTaskGroup(of: [Int].self) { group in
            for task in 0..<8 {
                group.addTask {
                    try (0..<500).map { step in
                        let id = task * 1_000 + step
                        // jq's result, not the test's: one that is no whole number fails the test, not traps.
                        let result = try #require(program.results(for: #"{"id":\#(id)}"#).first)
                        return try #require(Int(result), "\(result)")
                    }
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        let expected = (0..<8).flatMap { task in (0..<500).map { (task * 1_000 + $0) * 2 } }
        #expect(doubled.sorted() == expected.sorted())
    }

    @Test func separateProgramsRunInParallel() async throws {
        let sums = try await withThrowingTaskGroup(of: String.self) { group in
            for task in 0..<8 {
                group.addTask {
                    let program = try JQProgram("[.[] | . + \(task)] | add")
                    var last = ""
                    for _ in 0..<500 { last = try #require(program.results(for: "[1,2,3]").first) }
                    return last
                }
            }
            return try await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        let expected: Set<String> = Set((0..<8).map { task in String(6 + 3 * task) })
        #expect(sums == expected)
    }
}

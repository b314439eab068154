// CompiledJQ.swift: owns one libjq jq_state: compiles into it, runs it on an input, tears it down.
internal import CJQ
import FoundationEssentials

/// Sole owner of a compiled `jq_state`. Non-copyable so the state is torn down exactly once.
struct CompiledJQ: ~Copyable {
    private let state: OpaquePointer

    init(compiling expression: String) throws(JQCompileError) {
        guard let state = jq_init() else {
            throw JQCompileError(message: "jq: cannot initialise libjq (out of memory)")
        }
        // jq_compile reports each problem through the error callback rather than returning it,
        // and ends with a summary line ("jq: 1 compile error"); collect them all.
        let log = CompileMessageLog()
        jq_set_error_cb(state, collectCompileMessage, Unmanaged.passUnretained(log).toOpaque())
        let compiled = withExtendedLifetime(log) { jq_compile(state, expression) != 0 }
        // Runtime errors come back from jq_next instead, so the log's lifetime can end here.
        jq_set_error_cb(state, discardMessage, nil)
        guard compiled else {
            var doomed: OpaquePointer? = state
            jq_teardown(&doomed)
            throw JQCompileError(message: log.messages.joined(separator: "\n"))
        }
        // Each record is filtered alone, so there is never another input to read. Without a callback libjq 1.6's
        // `inputs` crashes the process; with one, `input` and `inputs` fail with a message that says why.
        jq_set_input_cb(state, noOtherInput, nil)
        self.state = state
    }

    deinit {
        var doomed: OpaquePointer? = state
        jq_teardown(&doomed)
    }

    /// Feeds `json` to the program and drains every result.
    func run(on json: Data) throws(JQRuntimeError) -> [Data] {
        let input = try parseJSON(json)
        jq_start(state, input, 0)  // consumes input
        var results: [Data] = []
        while true {
            let result = jq_next(state)
            guard jv_get_kind(result) == JV_KIND_INVALID else {
                results.append(compactJSON(result))
                continue
            }
            // An invalid result ends the run: a clean end, an uncaught error, or a halt.
            if jq_halted(state) != 0 {
                jv_free(result)
                throw haltError()
            }
            // jv.h: "all jv_* functions consume (decref) input and produce (incref) output,
            // except jv_copy", so copy before asking whether it has a message.
            if jv_invalid_has_msg(jv_copy(result)) != 0 {
                throw JQRuntimeError(message: messageText(jv_invalid_get_msg(result)))
            }
            jv_free(result)
            return results
        }
    }

    /// `halt` and `halt_error` stop the program for good; treat both as a failed application.
    private func haltError() -> JQRuntimeError {
        let message = jq_get_error_message(state)
        guard jv_get_kind(message) != JV_KIND_INVALID else {
            jv_free(message)
            return JQRuntimeError(message: "jq program called halt")
        }
        return JQRuntimeError(message: messageText(message))
    }
}

/// Compile messages gathered by `collectCompileMessage` while `jq_compile` runs.
private final class CompileMessageLog {
    var messages: [String] = []
}

/// libjq's error callback: it owns `message` and must free it (execute.c, jq_report_error).
private func collectCompileMessage(_ context: UnsafeMutableRawPointer?, _ message: jv) {
    guard let context else {
        jv_free(message)
        return
    }
    let log = Unmanaged<CompileMessageLog>.fromOpaque(context).takeUnretainedValue()
    log.messages.append(messageText(message))
}

private func discardMessage(_ context: UnsafeMutableRawPointer?, _ message: jv) {
    jv_free(message)
}

/// The input callback: every record is its own input, so `input` has nothing more to give.
private func noOtherInput(_ state: OpaquePointer?, _ data: UnsafeMutableRawPointer?) -> jv {
    jv_invalid_with_msg(jv_string("input and inputs are not supported: --jq filters each record on its own; pipe to jq -n for them"))
}

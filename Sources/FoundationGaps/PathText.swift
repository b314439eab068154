// PathText: NSString's two path methods that steam-pipes used, on plain strings, with NSString's answers.

/// The directory part of `path`, as NSString's deletingLastPathComponent gives it: "" for a bare name, "/" for a
/// name in the root.
public func parentDirectory(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    var parent = trimmed[..<slash]
    while parent.hasSuffix("/") { parent.removeLast() }
    return parent.isEmpty ? "/" : String(parent)
}

/// `component` after `directory` with one "/" between, as NSString's appendingPathComponent joins them.
public func appendingPathComponent(_ component: String, to directory: String) -> String {
    guard !directory.isEmpty else { return component }
    guard !component.isEmpty else { return directory }
    return (directory.hasSuffix("/") ? String(directory.dropLast()) : directory) + "/"
        + (component.hasPrefix("/") ? String(component.dropFirst()) : component)
}

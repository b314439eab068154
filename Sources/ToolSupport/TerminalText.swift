// Text from the API made safe for a terminal. Players choose their own names, and a name holding ESC, NUL, a C1
// control such as U+009B or a bidirectional override would recolour the screen, move the cursor, set the window's
// title, open a link or reverse the text after it. Such characters are shown, never obeyed.
import FoundationGaps

public enum TerminalText {
    /// `text` with every character a terminal would act on written as a visible escape, `\u001b` for ESC, as JSON
    /// writes it. `kept` are the controls the caller handles itself, such as the newline ending a message.
    public static func safe(_ text: String, keeping kept: Set<Unicode.Scalar> = []) -> String {
        guard text.unicodeScalars.contains(where: { isActedOn($0) && !kept.contains($0) }) else { return text }
        var shown = ""
        for scalar in text.unicodeScalars {
            if isActedOn(scalar), !kept.contains(scalar) {
                shown += scalar.jsonEscaped
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// C0 and C1 controls, DEL, the line and paragraph separators, and the marks, embeddings, overrides and isolates
    /// that change the direction of the text after them.
    static func isActedOn(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}

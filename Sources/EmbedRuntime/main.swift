import Foundation

// Build-time tool of `EmbedRuntimePlugin`: writes the runtime Swift files (Sources/SwiftOutput/Runtime)
// as one Swift file of string literals, so the `stylebook` binary carries them and never looks for
// resource files next to itself (a binary copied to /usr/local/bin has none).
//
// Usage: EmbedRuntime OUTPUT.swift INPUT.swift...

/// `text` as a one-line Swift string literal.
func swiftLiteral(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": out += "\\\\"
        case "\"": out += "\\\""
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F:
            out += "\\u{" + String(scalar.value, radix: 16) + "}"
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("EmbedRuntime: error: \(message)\n".utf8))
    exit(1)
}

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else { fail("usage: EmbedRuntime OUTPUT.swift INPUT.swift...") }
// Sorted by file name, so the output is the same bytes whatever order the plugin lists them in.
let inputs = arguments.dropFirst().sorted { ($0 as NSString).lastPathComponent < ($1 as NSString).lastPathComponent }
var text = "// Generated at build time by EmbedRuntime from Sources/SwiftOutput/Runtime — do not edit.\n\n"
text += "extension RuntimeFile {\n"
text += "    /// Each runtime file's text, by its name without `.swift`.\n"
text += "    static let embeddedTexts: [Swift.String: Swift.String] = [\n"
for input in inputs {
    guard let data = FileManager.default.contents(atPath: input), let source = String(data: data, encoding: .utf8) else {
        fail("cannot read \(input) as UTF-8")
    }
    let name = ((input as NSString).lastPathComponent as NSString).deletingPathExtension
    text += "        \(swiftLiteral(name)): \(swiftLiteral(source)),\n"
}
text += "    ]\n}\n"
// Rewrite only when the text changed, so an unchanged runtime does not recompile SwiftOutput.
if FileManager.default.contents(atPath: output) != Data(text.utf8) {
    do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    } catch {
        fail("cannot write \(output): \(error.localizedDescription)")
    }
}

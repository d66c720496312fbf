import Diagnostics
import FuzzSupport
import SVG
import Symbols

/// The entity reader: the input's first byte picks how many of its NUL-separated parts become
/// `<!ENTITY eN "…">` declarations; the rest is the document body, where the fuzzer can refer to
/// them (`&e0;`) in attributes and text. The document goes through the SVG reader and the template
/// validator (`stylebook validate`). Every input must end in a result or a located error within
/// the expansion limits, and within libFuzzer's `-timeout` (2 s per input in scripts/fuzz.sh).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEntities(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = fuzzBytes(data, size)
    guard let first = bytes.first else { return 0 }
    let parts = bytes.dropFirst().split(separator: 0, omittingEmptySubsequences: false).map { fuzzText(Array($0)) }
    let declared = min(Int(first % 8), max(0, parts.count - 1))
    var doctype = "<!DOCTYPE svg ["
    for (k, value) in parts.prefix(declared).enumerated() {
        doctype += "<!ENTITY e\(k) \"\(value.replacingAll("\"", with: "&#34;"))\">"
    }
    doctype += "]>"
    let body = parts.dropFirst(declared).joined(separator: " ")
    let text = doctype + "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">" + body + "</svg>"
    _ = try? SVGReader.parse(text: text, path: "fuzz.svg")
    _ = TemplateValidator.validate(bytes: Array(text.utf8), path: "fuzz.svg")
    return 0
}

private extension String {
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for c in self { if c == target { out += replacement } else { out.append(c) } }
        return out
    }
}

@_cdecl("FuzzEntities_main")
public func fuzzEntitiesMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc: argc, argv: argv) { data, size in fuzzEntities(data, size) }
}

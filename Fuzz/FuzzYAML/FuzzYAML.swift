import FuzzSupport
import StylebookKit
import Tokens

/// YAML as each reader takes it: the friendly token format, the lint rules and `stylebook.yml`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzYAML(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let text = fuzzText(fuzzBytes(data, size))
    _ = try? TokenReader.read(documents: [(path: "fuzz.tokens.yml", text: text)])
    _ = try? TokenLintConfig.parse(yaml: text, path: "fuzz-lint.yml")
    _ = try? ProjectConfig.parse(yaml: text, path: "stylebook.yml")
    return 0
}

@_cdecl("FuzzYAML_main")
public func fuzzYAMLMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc: argc, argv: argv) { data, size in fuzzYAML(data, size) }
}

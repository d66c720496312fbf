import Diagnostics
import FuzzSupport
import Grammar

/// The XML reader shared by the SVG and template readers: any bytes give a document or a located error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXML(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let source = SourceText(path: "fuzz.svg", bytes: fuzzBytes(data, size))
    if let document = try? XMLReader.parse(source) {
        // Walk it the way readers do: parents, children and text positions must stay in range.
        for node in document.nodes {
            for child in node.children { precondition(document.nodes[child].parent != nil) }
            for attribute in node.attributes { _ = attribute.valueMap.sourceOffset(attribute.value.utf8.count) }
        }
    }
    return 0
}

@_cdecl("FuzzXML_main")
public func fuzzXMLMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc: argc, argv: argv) { data, size in fuzzXML(data, size) }
}

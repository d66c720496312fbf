import FuzzSupport
import SVG

/// Style sheets (`<style>`) and `style` attributes: the CSS tokenizer, selectors and the cascade.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSS(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let css = fuzzText(fuzzBytes(data, size))
    let sheet = css.replacingOccurrences(of: "]]>", with: "]] >")
    _ = try? SVGReader.parse(text: iconSVG(body: "<style><![CDATA[\(sheet)]]></style><g class=\"a b\" id=\"g\"><rect class=\"a\" x=\"2\" y=\"2\" width=\"8\" height=\"8\"/></g>"), path: "fuzz.svg")
    _ = try? SVGReader.parse(text: iconSVG(pathAttributes: "style=\"\(xmlAttributeEscaped(css))\""), path: "fuzz.svg")
    return 0
}

@_cdecl("FuzzCSS_main")
public func fuzzCSSMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc: argc, argv: argv) { data, size in fuzzCSS(data, size) }
}

import Tokens

/// Swift for the token kinds beyond colours, text styles and plain numbers: relative lengths,
/// font families and weights, strings, stroke styles, borders, cubic Béziers, transitions and
/// gradients. Their core types are emitted only when a token needs them.
extension SwiftEmitter {
    typealias Item = (path: TokenPath, value: String, info: TokenInfo)

    /// Per generated enum, each token's declaration after its identifier (`: Swift.Int = 600`).
    func declarationSuffixes(_ tokens: TokenSet) -> [(String, [Item])] {
        [
            (options.fontFamiliesTypeName, tokens.fontFamilies.map {
                ($0.info.path, ": [Swift.String] = [" + $0.families.map(SwiftLiteral.string).joined(separator: ", ") + "]", $0.info)
            }),
            (options.fontWeightsTypeName, tokens.fontWeights.map { ($0.info.path, ": Swift.Int = \($0.weight)", $0.info) }),
            (options.stringsTypeName, tokens.strings.map { ($0.info.path, ": Swift.String = " + SwiftLiteral.string($0.value), $0.info) }),
            (options.bordersTypeName, tokens.borders.map { ($0.info.path, " = " + borderLiteral($0), $0.info) }),
            (options.strokeStylesTypeName, tokens.strokeStyles.map { ($0.info.path, " = " + strokeStyleLiteral($0.style), $0.info) }),
            (options.cubicBeziersTypeName, tokens.cubicBeziers.map { ($0.info.path, " = " + bezierLiteral($0.curve), $0.info) }),
            (options.transitionsTypeName, tokens.transitions.map { ($0.info.path, " = " + transitionLiteral($0.transition), $0.info) }),
            (options.gradientsTypeName, tokens.gradients.map { ($0.info.path, " = " + gradientLiteral($0), $0.info) }),
        ]
    }

    func lengthLiteral(_ d: DimensionToken) -> String {
        "StylebookLength(value: \(SwiftLiteral.double(d.value)), unit: \(SwiftLiteral.string(d.unit)))"
    }

    func strokeStyleLiteral(_ style: StrokeStyle) -> String {
        switch style {
        case .keyword(let keyword):
            return "StylebookStrokeStyle(keyword: \(SwiftLiteral.string(keyword)))"
        case .dashes(let dashes, let cap):
            return "StylebookStrokeStyle(dashArray: [\(dashes.map(SwiftLiteral.double).joined(separator: ", "))], lineCap: \(SwiftLiteral.string(cap)))"
        }
    }

    func borderLiteral(_ token: BorderToken) -> String {
        func value(_ b: Border) -> String {
            "StylebookBorderValue(color: \(rgbaLiteral(b.color)), width: \(SwiftLiteral.double(b.width)), style: \(strokeStyleLiteral(b.style)))"
        }
        var text = "StylebookBorder(name: \(SwiftLiteral.string(token.info.path.dotted))"
        text += ", light: " + value(token.values[.light] ?? Border(color: RGBAColor(red: 0, green: 0, blue: 0), width: 0, style: .keyword("solid")))
        for (label, appearance) in Self.otherAppearances {
            if let v = token.values[appearance] { text += ", \(label): " + value(v) }
        }
        return text + ")"
    }

    func bezierLiteral(_ c: CubicBezier) -> String {
        "StylebookCubicBezier(x1: \(SwiftLiteral.double(c.x1)), y1: \(SwiftLiteral.double(c.y1)), x2: \(SwiftLiteral.double(c.x2)), y2: \(SwiftLiteral.double(c.y2)))"
    }

    func transitionLiteral(_ t: Transition) -> String {
        "StylebookTransition(duration: \(SwiftLiteral.double(t.duration)), delay: \(SwiftLiteral.double(t.delay)), timingFunction: \(bezierLiteral(t.timingFunction)))"
    }

    func gradientLiteral(_ token: GradientToken) -> String {
        func stops(_ list: [GradientStop]) -> String {
            "[" + list.map { "StylebookGradientStop(color: \(rgbaLiteral($0.color)), position: \(SwiftLiteral.double($0.position)))" }
                .joined(separator: ", ") + "]"
        }
        var text = "StylebookGradient(name: \(SwiftLiteral.string(token.info.path.dotted)), stops: \(stops(token.values[.light] ?? []))"
        for (label, appearance) in Self.otherAppearances {
            if let v = token.values[appearance] { text += ", \(label): " + stops(v) }
        }
        return text + ")"
    }
}

/// A transition: duration and delay in seconds, and its timing curve.
public struct StylebookTransition: Swift.Sendable, Swift.Hashable {
    public let duration: Swift.Double
    public let delay: Swift.Double
    public let timingFunction: StylebookCubicBezier

    public init(duration: Swift.Double, delay: Swift.Double = 0, timingFunction: StylebookCubicBezier) {
        self.duration = duration
        self.delay = delay
        self.timingFunction = timingFunction
    }
}

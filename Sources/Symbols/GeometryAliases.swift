import Geometry

// Foundation also declares `AffineTransform`; inside this module the name always means Geometry's.
typealias AffineTransform = Geometry.AffineTransform

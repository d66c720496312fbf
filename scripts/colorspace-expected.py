#!/usr/bin/env python3
"""Expected values for Tests/TokensTests/ColorSpaceTests.swift, computed independently of Stylebook.

Stylebook derives its RGB matrices from primaries and white points and inverts OKLab's M1/M2 itself.
This script instead uses the matrices CSS Color 4 publishes (exact rationals where the spec gives
them, the spec's 64-bit values for ProPhoto and the D65->D50 Bradford matrix) with Python's
fractions/math, and prints, for each input, the gamma-encoded sRGB components, or Display P3 ones
when the colour lies outside sRGB. Run: python3 scripts/colorspace-expected.py
"""
from fractions import Fraction as F
import math

def mul(m, v):
    return [sum(float(m[i][j]) * v[j] for j in range(3)) for i in range(3)]

def inv(m):
    m = [[F(x) for x in row] for row in m]
    a, b, c = m[0]; d, e, f = m[1]; g, h, i = m[2]
    det = a*(e*i - f*h) - b*(d*i - f*g) + c*(d*h - e*g)
    return [[(e*i - f*h)/det, (c*h - b*i)/det, (b*f - c*e)/det],
            [(f*g - d*i)/det, (a*i - c*g)/det, (c*d - a*f)/det],
            [(d*h - e*g)/det, (b*g - a*h)/det, (a*e - b*d)/det]]

SRGB_TO_XYZ = [[F(506752, 1228815), F(87881, 245763), F(12673, 70218)],
               [F(87098, 409605), F(175762, 245763), F(12673, 175545)],
               [F(7918, 409605), F(87881, 737289), F(1001167, 1053270)]]
XYZ_TO_SRGB = [[F(12831, 3959), F(-329, 214), F(-1974, 3959)],
               [F(-851781, 878810), F(1648619, 878810), F(36519, 878810)],
               [F(705, 12673), F(-2585, 12673), F(705, 667)]]
P3_TO_XYZ = [[F(608311, 1250200), F(189793, 714400), F(198249, 1000160)],
             [F(35783, 156275), F(247089, 357200), F(198249, 2500400)],
             [F(0), F(32229, 714400), F(5220557, 5000800)]]
XYZ_TO_P3 = [[F(446124, 178915), F(-333277, 357830), F(-72051, 178915)],
             [F(-14852, 17905), F(63121, 35810), F(423, 17905)],
             [F(11844, 330415), F(-50337, 660830), F(316169, 330415)]]
A98_TO_XYZ = [[F(573536, 994567), F(263643, 1420810), F(187206, 994567)],
              [F(591459, 1989134), F(6239551, 9945670), F(374412, 4972835)],
              [F(53769, 1989134), F(351524, 4972835), F(4929758, 4972835)]]
REC2020_TO_XYZ = [[F(63426534, 99577255), F(20160776, 139408157), F(47086771, 278816314)],
                  [F(26158966, 99577255), F(472592308, 697040785), F(8267143, 139408157)],
                  [F(0), F(19567812, 697040785), F(295819943, 278816314)]]
PROPHOTO_TO_XYZ_D50 = [[0.7977666449006423, 0.13518129740053308, 0.0313477341283922],
                       [0.2880748288194013, 0.711835234241873, 0.00008993693872564],
                       [0.0, 0.0, 0.8251046025104602]]
D65_TO_D50 = [[1.0479297925449969, 0.022946870601609652, -0.05019226628920524],
              [0.02962780877005599, 0.9904344267538799, -0.017073799063418826],
              [-0.009243040646204504, 0.015055191490298152, 0.7518742814281371]]
D50_TO_D65 = inv(D65_TO_D50)
XYZ_TO_LMS = [[0.8190224379967030, 0.3619062600528904, -0.1288737815209879],
              [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
              [0.0481771893596242, 0.2642395317527308, 0.6335478284694309]]
LMS_TO_OKLAB = [[0.2104542683093140, 0.7936177747023054, -0.0040720430116193],
                [1.9779985324311684, -2.4285922420485799, 0.4505937096174110],
                [0.0259040424655478, 0.7827717124575296, -0.8086757549230774]]
D50 = [0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585]

def srgb_decode(v):
    a = abs(v); l = a / 12.92 if a <= 0.04045 else ((a + 0.055) / 1.055) ** 2.4
    return math.copysign(l, v)
def srgb_encode(v):
    a = abs(v); e = 12.92 * a if a <= 0.0031308 else 1.055 * a ** (1 / 2.4) - 0.055
    return math.copysign(e, v)
def a98_decode(v): return math.copysign(abs(v) ** (563 / 256), v)
def prophoto_decode(v): return v / 16 if abs(v) <= 16 / 512 else math.copysign(abs(v) ** 1.8, v)
ALPHA, BETA = 1.09929682680944, 0.018053968510807
def rec2020_decode(v):
    a = abs(v); l = a / 4.5 if a < BETA * 4.5 else ((a + ALPHA - 1) / ALPHA) ** (1 / 0.45)
    return math.copysign(l, v)

def lab_to_xyz_d50(L, a, b):
    k, e = 24389 / 27, 216 / 24389
    f1 = (L + 16) / 116; f0 = a / 500 + f1; f2 = f1 - b / 200
    x = f0 ** 3 if f0 ** 3 > e else (116 * f0 - 16) / k
    y = ((L + 16) / 116) ** 3 if L > k * e else L / k
    z = f2 ** 3 if f2 ** 3 > e else (116 * f2 - 16) / k
    return [x * D50[0], y * D50[1], z * D50[2]]

def oklab_to_xyz(L, a, b):
    lms_ = mul(inv(LMS_TO_OKLAB), [L, a, b])
    return mul(inv(XYZ_TO_LMS), [c ** 3 for c in lms_])

def polar(L, C, h):
    return L, C * math.cos(math.radians(h)), C * math.sin(math.radians(h))

def to_xyz(space, c):
    if space == "srgb-linear": return mul(SRGB_TO_XYZ, c)
    if space == "a98-rgb": return mul(A98_TO_XYZ, [a98_decode(v) for v in c])
    if space == "rec2020": return mul(REC2020_TO_XYZ, [rec2020_decode(v) for v in c])
    if space == "prophoto-rgb": return mul(D50_TO_D65, mul(PROPHOTO_TO_XYZ_D50, [prophoto_decode(v) for v in c]))
    if space == "lab": return mul(D50_TO_D65, lab_to_xyz_d50(*c))
    if space == "lch": return mul(D50_TO_D65, lab_to_xyz_d50(*polar(*c)))
    if space == "oklab": return oklab_to_xyz(*c)
    if space == "oklch": return oklab_to_xyz(*polar(*c))
    if space == "xyz-d65": return list(c)
    if space == "xyz-d50": return mul(D50_TO_D65, c)
    raise ValueError(space)

CASES = [
    ("lab", [29.2345, 39.3825, 20.0664]),      # CSS Color 4's example colour, about #7D2329
    ("lch", [29.2345, 44.2, 27]),               # the same colour in LCH
    ("oklch", [0.40101, 0.12332, 21.555]),      # and in OKLCH
    ("oklab", [0.5, -0.1, 0.1]),
    ("lab", [0, 0, 0]), ("lab", [100, 0, 0]),   # black and the D50 white (-> sRGB white)
    ("oklab", [1, 0, 0]),                       # the OKLab white (-> sRGB white)
    ("a98-rgb", [0.5, 0.3, 0.2]),
    ("prophoto-rgb", [0.4, 0.3, 0.2]),
    ("prophoto-rgb", [0.02, 0.01, 0.03]),       # the linear toe
    ("rec2020", [0.5, 0.4, 0.3]),
    ("rec2020", [0.05, 0.06, 0.07]),            # the linear toe
    ("xyz-d50", [0.2, 0.15, 0.1]),
    ("xyz-d65", [0.3, 0.3, 0.3]),
    ("srgb-linear", [0.2, 0.5, 0.8]),
    ("oklch", [0.65, 0.26, 30]),                # outside sRGB, inside Display P3
    ("lch", [60, 65, 150]),                     # outside sRGB, inside Display P3
    ("lch", [60, 90, 150]),                     # outside Display P3 too: clipped, with a warning
]

for space, c in CASES:
    xyz = to_xyz(space, c)
    s = [srgb_encode(v) for v in mul(XYZ_TO_SRGB, xyz)]
    if all(-1e-6 <= v <= 1 + 1e-6 for v in s):
        out, target = s, "srgb"
    else:
        out, target = [srgb_encode(v) for v in mul(XYZ_TO_P3, xyz)], "display-p3"
    print(f'("{space}", [{", ".join(repr(float(v)) for v in c)}], "{target}", [{", ".join(f"{v:.12f}" for v in out)}]),')

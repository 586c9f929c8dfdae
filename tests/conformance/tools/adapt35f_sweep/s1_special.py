"""special functions: bessel_*, digamma, lgamma, polygamma, zeta, igamma/igammac, i0, nextafter, hypot, sinc,
logcumsumexp, frac, sgn / signbit, nan_to_num, nanmean / nanmedian / nansum, and their gradients."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _h import *

DT = {"f16": ms.float16, "f32": ms.float32, "f64": ms.float64, "i32": ms.int32, "i64": ms.int64, "i8": ms.int8,
      "u8": ms.uint8, "bool": ms.bool_}
base = np.array([[0.5, -1.25, 2.0, 0.0], [3.5, 1.0, -0.75, 7.0]])
ibase = np.array([[1, -2, 3, 0], [4, 1, -1, 7]])
UN = ["ops.bessel_j0(a)", "ops.bessel_j1(a)", "ops.bessel_i0(a)", "ops.bessel_i0e(a)", "ops.bessel_i1(a)",
      "ops.bessel_i1e(a)", "ops.bessel_k0(a)", "ops.bessel_k0e(a)", "ops.bessel_k1(a)", "ops.bessel_k1e(a)",
      "ops.bessel_y0(a)", "ops.bessel_y1(a)", "ops.digamma(a)", "ops.lgamma(a)", "ops.polygamma(1, a)",
      "ops.polygamma(0, a)", "ops.polygamma(2, a)", "ops.polygamma(Tensor(3), a)", "ops.zeta(a, a + 2)", "ops.zeta(a.abs() + 1.5, 1.0)",
      "ops.igamma(a.abs() + 0.5, a.abs())", "ops.igammac(a.abs() + 0.5, a.abs())", "ops.i0(a)", "ops.nextafter(a, a * 0)",
      "ops.nextafter(a, a + 1)", "ops.hypot(a, a + 1)", "ops.hypot(a, 2.0)", "ops.sinc(a)", "ops.logcumsumexp(a, 1)",
      "ops.logcumsumexp(a, -2)", "ops.frac(a)", "ops.sgn(a)", "ops.signbit(a)", "ops.nan_to_num(a)",
      "ops.nanmean(a)", "ops.nanmean(a, 1, keepdims=True)", "ops.nanmedian(a)", "ops.nanmedian(a, 1)",
      "ops.nanmedian(a, 0, True)", "ops.nansum(a)", "ops.nansum(a, 1)", "ops.nansum(a, -1, keepdims=True, dtype=ms.float64)",
      "a.digamma()", "a.lgamma()", "a.i0()", "a.frac()", "a.sinc()", "a.hypot(a)", "a.nan_to_num(1.0)", "a.nansum()",
      "a.nanmean()", "a.nanmedian()", "a.logcumsumexp(0)", "a.signbit()", "a.sgn()", "a.nextafter(a + 1)",
      "ops.xlogy(a, a + 1)", "ops.erfinv(a / 8)", "ops.erfc(a)", "ops.erf(a)", "ops.expm1(a)", "ops.log1p(a.abs())",
      "ops.logit(a / 8 + 0.5)", "ops.logit(a, eps=0.1)", "mint.special.erfc(a)", "ops.mvlgamma(a.abs() + 2, 2)",
      "ops.trunc(a)", "ops.fix(a)", "ops.copysign(a, -1.0)", "ops.ldexp(a, Tensor(2))", "ops.float_power(a, 2)",
      "ops.logaddexp(a, a * 0.5)", "ops.logaddexp2(a, a)", "ops.heaviside(a, a * 0 + 0.5)", "ops.deg2rad(a)", "ops.rad2deg(a)",
      "ops.log2(a.abs() + 1)", "ops.log10(a.abs() + 1)", "ops.exp2(a)", "ops.cosh(a)", "ops.asinh(a)", "ops.acosh(a.abs() + 1)",
      "ops.atanh(a / 8)", "ops.rsqrt(a.abs() + 1)", "ops.reciprocal(a + 10)", "ops.gcd(a, a + 2)", "ops.lcm(a, a + 2)",
      "ops.cummin(a, 1)", "ops.diff(a, 1, 0)", "ops.cumprod(a, 1)", "ops.remainder(a, 1.5)", "ops.fmod(a, -1.5)",
      "ops.floor_divide(a, 2)", "ops.floor_mod(a, -3)", "ops.true_divide(a, 2)", "ops.div(a, 3, rounding_mode='floor')",
      "ops.div(a, -3, rounding_mode='trunc')"]
for dn, dt in DT.items():
    x = Tensor(base if dn.startswith("f") else (np.abs(ibase) if dn == "u8" else ibase), dt)
    for e in UN:
        case("%s %s" % (e, dn), e, x)
sp = Tensor(np.array([[np.nan, np.inf, -np.inf, -0.0], [0.0, -1.0, -2.0, 1e30]], np.float32))
for e in UN:
    case("sp " + e, e, sp)
sp16 = Tensor(np.array([[np.nan, np.inf, -np.inf, -0.0], [0.0, -1.0, 65504.0, 1e-7]], np.float16))
for e in ["ops.nan_to_num(a)", "ops.nan_to_num(a, 1.0, 2.0, -3.0)", "ops.nan_to_num(a, posinf=5.0)", "ops.sgn(a)",
          "ops.signbit(a)", "ops.nansum(a)", "ops.nanmean(a)", "ops.frac(a)", "ops.nextafter(a, a * 0)", "ops.hypot(a, a)",
          "ops.logcumsumexp(a, 1)", "ops.sinc(a)", "ops.lgamma(a)", "ops.digamma(a)"]:
    case("sp16 " + e, e, sp16)
# 0-d / empty / non-contiguous
for e in ["ops.digamma(a)", "ops.lgamma(a)", "ops.bessel_j0(a)", "ops.i0(a)", "ops.sinc(a)", "ops.frac(a)", "ops.sgn(a)",
          "ops.nan_to_num(a)", "ops.nansum(a)", "ops.nanmean(a)", "ops.nanmedian(a)", "ops.logcumsumexp(a, 0)", "ops.hypot(a, a)",
          "ops.polygamma(1, a)", "ops.signbit(a)"]:
    case("0d " + e, e, Tensor(np.float32(-2.5)))
    case("empty " + e, e, Tensor(np.zeros((0, 3), np.float32)))
    case("T " + e, e, Tensor(base.astype(np.float32)).T[::2])
# grads
G = ["ops.bessel_j0(a).sum()", "ops.bessel_j1(a).sum()", "ops.bessel_i0(a).sum()", "ops.bessel_i0e(a).sum()",
     "ops.bessel_i1(a).sum()", "ops.bessel_i1e(a).sum()", "ops.bessel_k0(a.abs() + 1).sum()", "ops.bessel_k1e(a.abs() + 1).sum()",
     "ops.bessel_y0(a.abs() + 1).sum()", "ops.bessel_y1(a.abs() + 1).sum()", "ops.digamma(a).sum()", "ops.lgamma(a).sum()",
     "ops.polygamma(1, a).sum()", "ops.igamma(a.abs() + 0.5, a.abs()).sum()", "ops.igammac(a.abs() + 0.5, a.abs()).sum()",
     "ops.i0(a).sum()", "ops.hypot(a, a + 1).sum()", "ops.sinc(a).sum()", "ops.logcumsumexp(a, 1).sum()",
     "(ops.logcumsumexp(a, 0) * a).sum()", "ops.frac(a).sum()", "ops.sgn(a).sum()", "ops.nan_to_num(a).sum()",
     "ops.nanmean(a)", "ops.nansum(a * a)", "ops.nanmedian(a)", "ops.nanmedian(a, 1)[0].sum()", "ops.zeta(a.abs() + 1.5, a.abs() + 1).sum()",
     "ops.nextafter(a, a * 0).sum()", "ops.xlogy(a, a.abs() + 1).sum()", "ops.erfinv(a / 8).sum()", "ops.mvlgamma(a.abs() + 2, 2).sum()",
     "ops.logaddexp(a, a * 0.5).sum()", "ops.cummin(a, 1)[0].sum()", "ops.cumprod(a, 1).sum()", "ops.remainder(a, 1.5).sum()",
     "ops.fmod(a, -1.5).sum()", "ops.copysign(a, -1.0).sum()", "ops.heaviside(a, a * 0 + 0.5).sum()"]
for dn in ["f32", "f64", "f16"]:
    x = Tensor(base, DT[dn])
    for e in G:
        gcase("g %s %s" % (e, dn), e, x)
spg = Tensor(np.array([[np.nan, 1.0, -0.0, 0.0], [2.0, -1.0, -2.0, 3.0]], np.float32))
for e in G:
    gcase("gsp " + e, e, spg)
run()

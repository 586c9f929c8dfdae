"""a..l binary functional ops: same dtype x 12 dtypes (0-d / empty / 2-d), Python scalar others, mixed dtypes."""
import sys
from mindspore import ops
from _h import case, mk, DTS


def G(n):
    return getattr(ops, n, None)


BIN = {n: G(n) for n in ("add", "divide", "div", "eq", "floor_divide", "heaviside", "hypot", "igamma", "igammac",
                         "lt", "le", "gt", "ge", "logical_xor", "logical_and", "logical_or", "inner", "bitwise_and",
                         "bitwise_or", "bitwise_xor", "atan2", "arctan2", "copysign", "gcd", "lcm", "isclose", "ldexp",
                         "logaddexp", "logaddexp2", "equal", "greater", "less", "fmax", "fmin", "float_power",
                         "floor_mod", "fmod", "bitwise_left_shift", "bitwise_right_shift", "dist", "cross", "dot",
                         "kron", "cdist", "bmm", "addmv", "approximate_equal")}
BIN["div_trunc"] = lambda a, b: ops.div(a, b, rounding_mode="trunc")
BIN["div_floor"] = lambda a, b: ops.div(a, b, rounding_mode="floor")
BIN["lerp_half"] = lambda a, b: ops.lerp(a, b, 0.5)
BIN["add_alpha2"] = lambda a, b: ops.add(a, b, alpha=2) if "alpha" in ops.add.__code__.co_varnames else ops.add(a, b)
SH = (("0d", ()), ("e", (0,)), ("2d", (3, 4)))
sel = sys.argv[1:] or list(BIN)
for nm in sel:
    fn = BIN[nm]
    if fn is None:
        continue
    for dt in DTS:
        for sn, sh in SH:
            case(f"{nm}_{dt}_{sn}", fn, mk(dt, sh), mk(dt, sh, 3))
        # Python scalars as the second operand
        for sv in (2, 1.5, True):
            f2 = (lambda f, s: (lambda a: f(a, s)))(fn, sv)
            case(f"{nm}_{dt}_s{type(sv).__name__}", f2, mk(dt, (2, 3)))
        # 0-d other of another dtype
        for dt2 in ("int64", "float32", "bool", "float16"):
            if dt2 != dt:
                case(f"{nm}_{dt}_0d{dt2}", fn, mk(dt, (2, 3)), mk(dt2, (), 4))

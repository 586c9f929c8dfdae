"""mnp33 sweep: mindspore.numpy on MindSpore 2.10 vs msgraph (see README.md). Usage: sweep.py GROUP [graph]."""
import sys
import numpy as onp
import mindspore as ms
import mindspore.numpy as mnp

GROUP = sys.argv[1]
GRAPH = len(sys.argv) > 2 and sys.argv[2] == "graph"


def fmt(r):
    if isinstance(r, (tuple, list)):
        return "[" + ", ".join(fmt(x) for x in r) + "]"
    if isinstance(r, ms.Tensor):
        a = r.asnumpy()
        v = a.astype(onp.float64).round(4).tolist() if a.dtype != onp.bool_ else a.tolist()
        return f"({r.dtype}, {r.shape}, {v})"
    return repr(r)


def case(name, fn, *args):
    try:
        if GRAPH:
            r = ms.jit(fn)(*args)
        else:
            r = fn(*args)
        print(name, fmt(r))
    except Exception as e:  # noqa: BLE001
        cls = next(c for c in type(e).__mro__ if c.__module__ == "builtins")   # the class the conformance test compares
        print(name, "EXC", cls.__name__)
    sys.stdout.flush()


# floats first: in MindSpore 2.10 a primitive that failed on an integer Tensor of a shape can fail again on a float
# Tensor of that shape later in the same process (exp(int8 (4,)) then exp(float16 (4,)) is a TypeError)
DTS = [ms.float16, ms.float32, ms.float64, ms.int8, ms.uint8, ms.int16, ms.int32, ms.int64, ms.bool_]


def tens(dt, vals=(0, 1, 2, 3)):
    if dt == ms.bool_:
        return ms.Tensor(onp.array([v % 2 == 0 for v in vals]))
    return ms.Tensor(onp.array(vals), dt)


def left(f, s):   # closures, not lambdas with defaults: MindSpore's Graph mode does not parse those
    def h(a):
        return f(a, s)
    return h


def right(f, s):
    def h(a):
        return f(s, a)
    return h


def two(f):
    def h(a, b):
        return f(a, b)
    return h


def kw(f, **kwargs):
    def h(a):
        return f(a, **kwargs)
    return h


def two_dt(f):
    def h(a, b):
        return f(a, b, dtype=ms.float32)
    return h


BINARY = ["add", "subtract", "multiply", "divide", "true_divide", "floor_divide", "remainder", "mod", "fmod", "power",
          "float_power", "maximum", "minimum", "arctan2", "hypot", "heaviside", "gcd", "lcm", "bitwise_and",
          "bitwise_or", "bitwise_xor", "copysign", "logaddexp", "logaddexp2", "equal", "not_equal", "less",
          "less_equal", "greater", "greater_equal", "logical_and", "logical_or", "logical_xor", "ldexp", "fmax"]
UNARY = ["absolute", "fabs", "exp", "expm1", "exp2", "log", "log1p", "log2", "log10", "sqrt", "cbrt", "square",
         "negative", "positive", "sign", "floor", "ceil", "rint", "trunc", "fix", "around", "reciprocal", "sin", "cos",
         "tan", "arcsin", "arccos", "arctan", "sinh", "cosh", "tanh", "arcsinh", "arccosh", "arctanh", "deg2rad",
         "rad2deg", "radians", "isnan", "isinf", "isfinite", "isneginf", "isposinf", "signbit", "logical_not", "invert",
         "bitwise_not"]
RED = ["sum", "mean", "var", "std", "amax", "amin", "ptp", "argmax", "argmin", "cumsum", "cumprod", "nansum",
       "nanmean", "nanmax", "nanmin", "nanvar", "nanstd", "average", "count_nonzero", "nancumsum", "diff", "ediff1d"]

if GROUP.startswith("binary"):
    ops_ = BINARY if GROUP == "binary" else BINARY[int(GROUP[6:]) * 9:(int(GROUP[6:]) + 1) * 9]
    for op in ops_:
        f = getattr(mnp, op, None)
        if f is None:
            print(op, "MISSING")
            continue
        for dt in DTS:
            x = tens(dt)
            for sname, s in (("i", 3), ("f", 1.5), ("b", True), ("l", [2, 1, 2, 2]), ("z", 0)):
                case(f"{op}_{dt}_{sname}", left(f, s), x)
                case(f"{op}_{sname}_{dt}", right(f, s), x)
            for dt2 in (ms.int8, ms.int32, ms.int64, ms.float16, ms.float32, ms.float64, ms.bool_):
                case(f"{op}_{dt}_{dt2}", two(f), x, tens(dt2, (2, 1, 0, 2)))
            case(f"{op}_{dt}_d", two_dt(f), x, tens(dt, (2, 1, 2, 2)))
elif GROUP == "unary":
    for op in UNARY:
        f = getattr(mnp, op, None)
        if f is None:
            print(op, "MISSING")
            continue
        for dt in DTS:
            case(f"{op}_{dt}", kw(f), tens(dt, (0, 1, 2, -3)) if dt != ms.uint8 else tens(dt))
            case(f"{op}_{dt}_0d", kw(f), ms.Tensor(onp.array(2), dt) if dt != ms.bool_ else ms.Tensor(True))
            case(f"{op}_{dt}_empty", kw(f), ms.Tensor(onp.zeros((0, 2)), dt))
        if not GRAPH:
            for sname, s in (("i", 2), ("f", 0.5), ("b", True), ("l", [1, 2])):
                case(f"{op}_{sname}", lambda: f(s))
        case(f"{op}_special", kw(f), ms.Tensor(onp.array([0.0, -0.0, onp.inf, -onp.inf, onp.nan, 1e30, -0.5]), ms.float32))
elif GROUP == "red":
    for op in RED:
        f = getattr(mnp, op, None)
        if f is None:
            print(op, "MISSING")
            continue
        for dt in DTS:
            x = ms.Tensor(onp.arange(12).reshape(3, 4) % 5 - 1, dt) if dt != ms.bool_ else ms.Tensor(onp.arange(12).reshape(3, 4) % 3 == 0)
            case(f"{op}_{dt}", kw(f), x)
            case(f"{op}_{dt}_ax", kw(f, axis=-1), x)
            if op not in ("argmax", "argmin", "cumsum", "cumprod", "nancumsum", "diff", "ediff1d", "average", "ptp", "count_nonzero"):
                case(f"{op}_{dt}_kd", kw(f, axis=0, keepdims=True), x)
            case(f"{op}_{dt}_0d", kw(f), ms.Tensor(onp.array(3), dt))
            case(f"{op}_{dt}_empty", kw(f, axis=0), ms.Tensor(onp.zeros((0, 2)), dt))
            if op in ("sum", "cumsum", "nansum", "nanmean", "mean", "cumprod", "nancumsum"):
                case(f"{op}_{dt}_dt", kw(f, dtype=ms.float64), x)

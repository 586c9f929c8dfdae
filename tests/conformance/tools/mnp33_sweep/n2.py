import numpy as onp
import mindspore as ms
import mindspore.numpy as mnp
def case(name, fn):
    try:
        r = fn()
        if isinstance(r, ms.Tensor):
            r = (r.dtype, r.shape, r.asnumpy().astype(onp.float64).round(4).tolist())
        print(name, r)
    except Exception as e:
        print(name, "EXC", type(e).__name__)
dts = [ms.int8, ms.uint8, ms.int16, ms.int32, ms.int64, ms.float16, ms.float32, ms.float64, ms.bool_]
ops_ = ["add", "subtract", "multiply", "divide", "true_divide", "floor_divide", "remainder", "fmod", "power", "maximum", "minimum", "arctan2", "hypot", "heaviside", "gcd", "bitwise_and", "bitwise_or", "copysign", "logaddexp", "float_power", "absolute", "exp", "sqrt", "square", "negative", "sign", "cbrt", "floor", "log", "log1p", "reciprocal", "isnan", "tanh", "sin", "rad2deg", "exp2", "expm1", "log2", "positive", "ceil", "logical_not", "invert", "fabs", "around"]
for op in ops_:
    f = getattr(mnp, op, None)
    if f is None:
        continue
    for dt in dts:
        x = ms.Tensor(onp.array([0, 1, 2, 3]), dt) if dt != ms.bool_ else ms.Tensor(onp.array([True, False, True, True]))
        if op in ("absolute", "exp", "sqrt", "square", "negative", "sign", "cbrt", "floor", "log", "log1p", "reciprocal", "isnan", "tanh", "sin", "rad2deg", "exp2", "expm1", "log2", "positive", "ceil", "logical_not", "invert", "fabs", "around"):
            case(f"{op}_{dt}", lambda: f(x))
            continue
        for sname, s in (("i", 3), ("f", 1.5), ("b", True)):
            case(f"{op}_{dt}_{sname}", lambda: f(x, s))
            case(f"{op}_{sname}_{dt}", lambda: f(s, x))
        for dt2 in (ms.int32, ms.float16, ms.float32):
            y = ms.Tensor(onp.array([2, 1, 2, 2]), dt2)
            case(f"{op}_{dt}_{dt2}", lambda: f(x, y))

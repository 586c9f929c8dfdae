"""Methods over special values (nan, inf, -0.0, ties, huge) in float16/float32/float64 and ints, PyNative."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _h import case
nan, inf = float("nan"), float("inf")
S = np.array([[nan, 1.0, -inf, -0.0], [2.0, 2.0, inf, 0.0], [-1.0, nan, 3.0, -3.0]])
TIES = np.array([[1.0, 3.0, 3.0, 1.0], [2.0, 2.0, 2.0, 2.0], [0.0, -1.0, 5.0, 5.0]])
CALLS = [
    ("sort", (), {}), ("sort", (0,), {}), ("sort", (), {"descending": True}), ("argsort", (), {}), ("argsort", (), {"descending": True}),
    ("topk", (2,), {}), ("topk", (2,), {"largest": False}), ("max", (), {}), ("max", (1,), {}), ("min", (), {}), ("min", (0,), {}),
    ("argmax", (), {}), ("argmax", (1,), {}), ("argmin", (1,), {}), ("median", (), {}), ("median", (1,), {}), ("median", (0,), {}),
    ("kthvalue", (2,), {}), ("kthvalue", (1, 0), {}), ("unique", (), {}), ("cumsum", (1,), {}), ("cumprod", (1,), {}),
    ("cummax", (1,), {}), ("cummin", (0,), {}), ("logsumexp", (1,), {}), ("clamp", (-1, 2), {}), ("clamp", (), {"min": 0.5}),
    ("round", (), {}), ("sign", (), {}), ("sgn", (), {}), ("signbit", (), {}), ("remainder", (2,), {}), ("fmod", (-2,), {}),
    ("floor_divide", (2,), {}), ("floor_divide", (0,), {}), ("div", (0,), {}), ("div", (0,), {"rounding_mode": "floor"}),
    ("div", (0,), {"rounding_mode": "trunc"}), ("remainder", (0,), {}), ("fmod", (0,), {}), ("isclose", (Tensor(np.float32(nan)),), {"equal_nan": True}),
    ("nan_to_num", (), {}), ("nan_to_num", (0.0,), {}), ("nan_to_num", (), {"posinf": 1.0}), ("amax", (1,), {}), ("amin", (0,), {}),
    ("aminmax", (), {}), ("nansum", (1,), {}), ("nanmean", (1,), {}), ("mean", (1,), {}), ("sum", (0,), {}), ("prod", (1,), {}),
    ("std", (1,), {}), ("var", (0,), {}), ("all", (1,), {}), ("any", (0,), {}), ("count_nonzero", (1,), {}), ("abs", (), {}),
    ("sqrt", (), {}), ("rsqrt", (), {}), ("reciprocal", (), {}), ("log", (), {}), ("exp", (), {}), ("sigmoid", (), {}), ("tanh", (), {}),
    ("frac", (), {}), ("trunc", (), {}), ("fix", (), {}), ("ceil", (), {}), ("floor", (), {}), ("pow", (0,), {}), ("pow", (0.5,), {}),
    ("__pow__", (2,), {}), ("__rpow__", (2,), {}), ("xlogy", (0,), {}), ("hardshrink", (0.5,), {}), ("heaviside", (Tensor(np.float32(0.5)),), {}),
    ("maximum", (Tensor(np.float32(nan)),), {}), ("fmax", (Tensor(np.float32(nan)),), {}), ("minimum", (Tensor(np.float32(1.0)),), {}),
    ("eq", (Tensor(np.float32(nan)),), {}), ("ne", (nan,), {}), ("isfinite", (), {}), ("isinf", (), {}), ("isnan", (), {}),
    ("masked_fill", (Tensor(np.isnan(S)), 0.0), {}), ("masked_select", (Tensor(np.isinf(S)),), {}), ("nonzero", (), {}),
    ("float_power", (2,), {}), ("log1p", (), {}), ("expm1", (), {}), ("erfinv", (), {}), ("logit", (), {}), ("lerp", (Tensor(np.float32(1)), 0.5), {}),
    ("histc", (4, -4, 4), {}), ("bool", (), {}), ("int", (), {}), ("long", (), {}), ("byte", (), {}), ("half", (), {}),
]
for dt in (np.float32, np.float16, np.float64):
    for an, arr in (("S", S), ("ties", TIES)):
        for i, (m, args, kw) in enumerate(CALLS):
            def f(m=m, args=args, kw=kw, arr=arr, dt=dt):
                return getattr(Tensor(arr.astype(dt)), m)(*args, **kw)
            case(f"{m}{i}_{an}_{np.dtype(dt).name}", f)
IT = np.array([[3, -128, 127, 0], [-1, 5, 5, -7]])
for dt in (np.int8, np.int32, np.int64, np.uint8, np.int16):
    for i, (m, args, kw) in enumerate(CALLS):
        def f(m=m, args=args, kw=kw, dt=dt):
            return getattr(Tensor(IT.astype(dt)), m)(*args, **kw)
        case(f"{m}{i}_int_{np.dtype(dt).name}", f)

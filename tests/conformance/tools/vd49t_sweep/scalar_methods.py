"""Tensor methods (tensor/overload spellings) with Python scalars, across dtypes: print dtype, shape and values.

Run the same file under MindSpore and msgraph and diff the outputs:
    (cd /tmp/vd49t && env -u PYTHONPATH /tmp/ms/bin/python scalar_methods.py [graph] > ms.txt)
    PYTHONPATH=/work/wt-vd49t python -m msgraph.run scalar_methods.py [graph] > mg.txt
"""
import sys
import numpy as np
import mindspore as ms

GRAPH = "graph" in sys.argv[1:]
if GRAPH:
    ms.set_context(mode=ms.GRAPH_MODE)

DTYPES = [ms.float16, ms.float32, ms.float64, ms.int8, ms.int32, ms.int64, ms.uint8, ms.bool_]
BASE = np.array([[-2.5, -1.0, 0.0], [0.3, 1.7, 3.0]])

CASES = [
    ("add", (2.3,), {}), ("add", (2,), {}), ("add", (True,), {}), ("add", (2.3,), {"alpha": 2}),
    ("add", (2,), {"alpha": 1.5}), ("sub", (0.1,), {}), ("sub", (1,), {"alpha": 0.5}), ("mul", (0.1,), {}),
    ("mul", (3,), {}), ("div", (0.3,), {}), ("div", (3,), {}), ("div", (3,), {"rounding_mode": "floor"}),
    ("div", (2.5,), {"rounding_mode": "trunc"}), ("divide", (7,), {}), ("true_divide", (7,), {}),
    ("floor_divide", (0.7,), {}), ("floor_divide", (2,), {}), ("fmod", (0.7,), {}), ("fmod", (2,), {}),
    ("remainder", (0.7,), {}), ("remainder", (2,), {}), ("mod", (2,), {}), ("pow", (2,), {}), ("pow", (0.5,), {}),
    ("pow", (2.0,), {}), ("__pow__", (3,), {}), ("__rpow__", (2,), {}), ("__rpow__", (2.5,), {}),
    ("__rsub__", (1.5,), {}), ("__rtruediv__", (1,), {}), ("__rfloordiv__", (7,), {}), ("__rmod__", (7,), {}),
    ("clamp", (-1.2, 1.1), {}), ("clamp", (-1, 1), {}), ("clamp", (), {"min": 0.5}), ("clamp", (), {"max": 2}),
    ("clip", (-0.5, 0.5), {}), ("eq", (0.3,), {}), ("ne", (1,), {}), ("gt", (0.3,), {}), ("ge", (0,), {}),
    ("lt", (0.3,), {}), ("le", (1.7,), {}), ("greater", (0.3,), {}), ("greater_equal", (1,), {}),
    ("not_equal", (0.3,), {}), ("maximum", (0.4,), {}), ("minimum", (0.4,), {}),
    ("masked_fill", ("MASK", 0.1), {}), ("masked_fill", ("MASK", 2), {}), ("fill_", (0.1,), {}),
    ("fill_", (3,), {}), ("new_full", ((2,), 0.1), {}), ("new_full", ((2,), 3), {}), ("new_full", ((2,), True), {}),
    ("new_zeros", ((2,),), {}), ("new_ones", ((2,),), {}), ("new_empty", ((0,),), {}),
    ("lerp", ("SELF1", 0.3), {}), ("xlogy", (2,), {}), ("xlogy", (0.5,), {}), ("hardshrink", (0.6,), {}),
    ("nan_to_num", (), {"nan": 0.1, "posinf": 1e5, "neginf": -1e5}), ("isclose", ("SELF1",), {"rtol": 0.1}),
    ("allclose", ("SELF1",), {"rtol": 0.1}), ("round", (), {}), ("round", (), {"decimals": 1}),
    ("atan2", (1,), {}), ("arctan2", (0.5,), {}), ("logaddexp", (1,), {}), ("logaddexp2", (1,), {}),
    ("bitwise_and", (3,), {}), ("bitwise_or", (True,), {}), ("bitwise_xor", (1,), {}), ("__and__", (1,), {}),
    ("__or__", (2,), {}), ("__xor__", (True,), {}), ("logical_xor", (1,), {}), ("gcd", (4,), {}),
    ("histc", (), {"bins": 4, "min": -2, "max": 2}), ("addcdiv", ("SELF1", "SELF1"), {"value": 0.5}),
    ("addcmul", ("SELF1", "SELF1"), {"value": 0.5}), ("sum", (), {}), ("sum", (), {"dtype": ms.float32}),
    ("mean", (), {}), ("prod", (), {}), ("nansum", (), {}), ("cumsum", (0,), {}), ("var", (), {}),
    ("var", (), {"correction": 0}), ("std", (), {}), ("logsumexp", (1,), {}), ("count_nonzero", (), {}),
    ("sigmoid", (), {}), ("sinc", (), {}), ("rsqrt", (), {}), ("reciprocal", (), {}), ("sqrt", (), {}),
    ("square", (), {}), ("exp", (), {}), ("expm1", (), {}), ("log2", (), {}), ("log10", (), {}),
    ("log1p", (), {}), ("erf", (), {}), ("erfc", (), {}), ("frac", (), {}), ("neg", (), {}), ("abs", (), {}),
    ("ceil", (), {}), ("floor", (), {}), ("trunc", (), {}), ("tan", (), {}), ("atanh", (), {}),
    ("acosh", (), {}), ("sinh", (), {}), ("float", (), {}), ("half", (), {}), ("double", (), {}),
    ("int", (), {}), ("long", (), {}), ("bool", (), {}), ("byte", (), {}), ("argmax", (), {}),
    ("argmin", (1,), {}), ("max", (), {}), ("min", (1,), {}), ("median", (), {}), ("median", (1,), {}),
    ("kthvalue", (2, 1), {}), ("topk", (2,), {}), ("sort", (), {}), ("argsort", (), {}), ("unique", (), {}),
    ("nonzero", (), {}), ("all", (), {}), ("any", (1,), {}), ("tril", (), {}), ("triu", (1,), {}),
    ("repeat_interleave", (2,), {}), ("take", ("IDX",), {}), ("dot", ("FLAT",), {}), ("outer", ("FLAT",), {}),
    ("scatter", (1, "IDX2", 0.5), {}), ("scatter_add", (1, "IDX2", "SELF1"), {}),
]


def arg(a, x):
    if isinstance(a, str):
        if a == "MASK":
            return ms.Tensor(BASE > 0)
        if a == "SELF1":
            return x * 0 + 1 if x.dtype != ms.bool_ else x
        if a == "IDX":
            return ms.Tensor(np.array([0, 4, 5]))
        if a == "IDX2":
            return ms.Tensor(np.array([[0, 2], [1, 0]]))
        if a == "FLAT":
            return x
    return a


def show(v):
    if isinstance(v, (tuple, list)):
        return "(" + ", ".join(show(e) for e in v) + ")"
    if isinstance(v, ms.Tensor):
        a = v.asnumpy()
        vals = np.array2string(a.ravel()[:8].astype(np.float64) if a.dtype.kind in "fc" and a.dtype != np.float64
                               else a.ravel()[:8], precision=17, max_line_width=10**6)
        return f"T{v.dtype}{tuple(a.shape)}:{vals}"
    return f"{type(v).__name__}:{v!r}"


for name, args, kw in CASES:
    for dt in DTYPES:
        x = ms.Tensor(BASE.astype(ms.dtype_to_nptype(dt)) if dt != ms.bool_ else BASE > 0)
        if name in ("dot", "outer"):
            x = x.reshape(-1)
        a = tuple(arg(e, x) for e in args)
        try:
            if GRAPH:
                @ms.jit
                def f(t):
                    return getattr(t, name)(*a, **kw)
                out = f(x)
            else:
                out = getattr(x, name)(*a, **kw)
            r = show(out)
        except Exception as e:
            r = "ERR " + type(e).__name__
        print(f"{name}{args}{kw} {dt}: {r}", flush=True)

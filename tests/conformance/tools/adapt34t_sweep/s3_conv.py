"""Implicit conversion inside @ms.jit vs PyNative: Tensor (9 dtypes, 0-d and (2,)) op Python bool/int/float, both sides."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _h import case

DT = {"f32": np.float32, "f16": np.float16, "f64": np.float64, "i32": np.int32, "i8": np.int8, "u8": np.uint8,
      "i16": np.int16, "i64": np.int64, "b": np.bool_}
NUM = {"T": True, "i3": 3, "f": 2.5, "neg": -2, "big": 300}

def mk(op, n, left):
    if op == "add":
        if left:
            def f(x):
                return x + n
        else:
            def f(x):
                return n + x
    elif op == "mul":
        if left:
            def f(x):
                return x * n
        else:
            def f(x):
                return n * x
    elif op == "sub":
        if left:
            def f(x):
                return x - n
        else:
            def f(x):
                return n - x
    elif op == "div":
        if left:
            def f(x):
                return x / n
        else:
            def f(x):
                return n / x
    elif op == "fdiv":
        def f(x):
            return x // n
    elif op == "pow":
        def f(x):
            return x ** n
    elif op == "gt":
        def f(x):
            return x > n
    elif op == "iadd":
        def f(x):
            x += n
            return x
    else:
        def f(x):
            x *= n
            return x
    return f

for dn, dt in DT.items():
    for shp in ("0d", "1d"):
        arr = np.array(1, dt) if shp == "0d" else np.array([1, 2], dt)
        for nk, n in NUM.items():
            for op in ("add", "mul", "sub", "div", "fdiv", "pow", "gt", "iadd", "imul"):
                if op in ("fdiv", "pow", "gt") and nk in ("neg", "big"):
                    continue
                for left in ((True, False) if op in ("add", "mul", "sub", "div") else (True,)):
                    f = mk(op, n, left)
                    nm = f"{dn}_{shp}_{nk}_{op}{'' if left else '_r'}"
                    case(nm + "_py")(lambda f=f, arr=arr: f(Tensor(arr)))
                    case(nm + "_jit")(lambda f=f, arr=arr: ms.jit(f)(Tensor(arr)))

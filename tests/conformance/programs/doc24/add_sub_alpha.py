"""Tensor.add/sub and mint.add/sub with ``alpha`` (from MindSpore 2.10's Tensor.add docstring example: int32 0-d
plus float32 with alpha=0.5 gives Float32): AddExt/SubExt check alpha against the *promoted* dtype of input and
other -- a float alpha is a TypeError when that dtype is an integer (int32 + bool, bool + 2 -> Int64), not when it
is a float or bool; a bool alpha is a TypeError unless it is bool; the message names the promoted dtype twice."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint
from _conf import emit_error


def flush():
    """MindSpore's PyNative reports a kernel's dtype error at the next launch: take it here, not in the next label."""
    try:
        mint.add(Tensor(1.0), 1.0).asnumpy()
    except TypeError:
        pass
    try:
        from mindspore.common.api import _pynative_executor
        _pynative_executor.sync()
    except Exception:   # msgraph has no asynchronous executor
        pass


I32 = Tensor(np.array([1, 2]), ms.int32)
B = Tensor(np.array([True, False]))
F32 = Tensor(np.array([1.0, 2.0]), ms.float32)
F16 = Tensor(np.array([4.0, 5.0]), ms.float16)
CASES = {"i32_0d_f32": (Tensor(1, ms.int32), Tensor(np.array([4, 5, 6]).astype(np.float32))),
         "f32_i32_0d": (Tensor(np.array([4, 5, 6]).astype(np.float32)), Tensor(1, ms.int32)),
         "i32_i32": (I32, I32), "i32_f16": (I32, F16), "i32_pyfloat": (I32, 2.0), "i32_pyint": (I32, 2),
         "i32_bool": (I32, B), "bool_i32": (B, I32), "bool_bool": (B, B), "bool_pyint": (B, 2), "f32_f32": (F32, F32),
         "i32_f32": (I32, F32)}


def run(fn, x, y, alpha):
    flush()
    out = fn(x, y, alpha)
    out.asnumpy()
    return out, str(out.dtype)


FNS = {"method_add": lambda x, y, a: x.add(y, alpha=a), "method_sub": lambda x, y, a: x.sub(y, alpha=a),
       "mint_add": lambda x, y, a: mint.add(x, y, alpha=a), "mint_sub": lambda x, y, a: mint.sub(x, y, alpha=a)}
for cname, (x, y) in CASES.items():
    for fname, fn in FNS.items():
        emit_error(f"{fname}_{cname}_float_alpha", run, fn, x, y, 0.5)
        if cname != "bool_bool":   # MindSpore: "Select CPU operator[AddExt] fail" (no bool kernel)
            emit_error(f"{fname}_{cname}_bool_alpha", run, fn, x, y, True)
        emit_error(f"{fname}_{cname}_int_alpha", run, fn, x, y, 2)

import numpy as np
import mindspore as ms
BASE = np.array([[-2.5, -1.0, 0.0], [0.3, 1.7, 3.0]])
def f1(x): return x.sum(initial=1.5)
def f2(x): return x.sum(1, initial=0.1)
def f3(x): return x.sum(1, keepdims=True, initial=ms.Tensor(1.5))
def f4(x): return x.sum(initial=2)
def f5(x): return x.sum(axis=1, dtype=ms.bool_, initial=1)
def f6(x): return x.sum(None, ms.float16, False, 0.3)
for dt in [ms.float16, ms.float64, ms.int8, ms.int32, ms.uint8, ms.bool_]:
    x = ms.Tensor(BASE.astype(ms.dtype_to_nptype(dt)) if dt != ms.bool_ else BASE > 0)
    for f in (f1, f2, f3, f4, f5, f6):
        for mode in ("pyn", "jit"):
            try:
                r = ms.jit(f)(x) if mode == "jit" else f(x); a = r.asnumpy(); print(mode, f.__name__, dt, f"{r.dtype}{a.shape}", np.array2string(a.ravel().astype(np.float64), precision=12))
            except Exception as e:
                print(mode, f.__name__, dt, "ERR", type(e).__name__)

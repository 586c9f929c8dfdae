import sys
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, ops, Parameter
ms.set_context(mode=ms.GRAPH_MODE)
class N(nn.Cell):
    def __init__(self, kind):
        super().__init__()
        self.kind = kind
        self.p = Parameter(Tensor(np.array([1.5, 2.5], np.float32)), name="p")
        self.pr = ops.Print()
    def construct(self, x, y):
        k = self.kind
        if k == 0: print("tuple:", (x, y))
        elif k == 1: print([x, 2, "s"])
        elif k == 2: print({"a": x, "b": 1})
        elif k == 3: print("shape", x.shape, "dtype", x.dtype, "ndim", x.ndim)
        elif k == 4: print(None, True, 1.5, -3)
        elif k == 5: print(self.p)
        elif k == 6: print(x[0], x[1:])
        elif k == 7: print(f"x={x} n={x.shape[0]}")
        elif k == 8: self.pr("pr", x, (1, 2), "end")
        elif k == 9: print("sep", x, y, sep="|")
        elif k == 10: print(x, end="!\n")
        elif k == 11: print(x.sum(), x.max(), x.mean())
        elif k == 12: print(x > 1, x.astype(ms.int32))
        elif k == 13:
            for i in range(2):
                print("i", i, x * i)
        elif k == 14: print("len", len(x), x.size)
        elif k == 15: print(y.shape, y)
        elif k == 16: print(str(x), "%s" % "a")
        elif k == 17: print("{} and {}".format(x, 3))
        elif k == 18: print(ms.float32, ms.int8)
        elif k == 19: print((1, (2, "a")), [1.5, [True]])
        elif k == 20: print(x.asnumpy() if False else x.tolist() if False else x, -x)
        elif k == 21: print(ops.cast(x, ms.float16), ops.cast(x, ms.float64))
        elif k == 22: print(ops.cast(x, ms.bool_), ops.cast(x, ms.uint8))
        elif k == 23: print(ops.ones((2, 7), ms.float32) * x[0])
        elif k == 24: print(x.shape[0] + 1, x.shape[0] / 2, 7 // 2, 2 ** 0.5)
        elif k == 25: print(abs(-2.5), max(1, 3), min(2.0, 1.0), round(2.567, 2))
        elif k == 26: print("a" + "b", "x" * 3, "ab"[0])
        elif k == 27: print(1e-5, 1e20, 123456789.0, 0.1 + 0.2, 1 / 3)
        elif k == 28: print(x @ ops.ones((2, 2), ms.float32) if x.ndim == 1 else x)
        elif k == 29: print(ops.Zeros()((2, 0), ms.float32) if False else ops.zeros((0,), ms.float32))
        return x + 1
x = Tensor(np.array([1.0, 2.0], np.float32)); y = Tensor(np.array([[1, 2], [3, 4]], np.int32))
for k in range(30):
    print("== case", k); sys.stdout.flush()
    try:
        N(k)(x, y)
        ms.hal.synchronize() if hasattr(ms, "hal") else None
    except Exception as e:
        print("EXC", type(e).__name__, str(e).splitlines()[0])
    sys.stdout.flush()

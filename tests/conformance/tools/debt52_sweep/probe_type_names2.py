import sys
import numpy as np
import mindspore as ms
from mindspore import ops, nn
mode = sys.argv[1]
ms.set_context(mode=ms.GRAPH_MODE if mode == "graph" else ms.PYNATIVE_MODE)


class P(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = ms.Parameter(ms.Tensor(np.arange(6, dtype=np.int32)), name="p")

    def construct(self, x):
        return ops.nanmean(self.p)


class K(nn.Cell):
    def construct(self, x, k):
        return ops.rot90(x, k, (0, 1))


class N(nn.Cell):
    def construct(self, x, k):
        return ops.tril(x, k)


class Q(nn.Cell):
    def construct(self, x, k):
        return ops.vecdot(x, x, axis=k)


xf = ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
for label, c, args in [("param", P(), (xf,)), ("rot90 mutable int", K(), (xf, ms.mutable(1))),
                       ("rot90 mutable float", K(), (xf, ms.mutable(1.5))), ("tril mutable", N(), (xf, ms.mutable(1))),
                       ("vecdot mutable", Q(), (xf, ms.mutable(1))), ("rot90 tuple", K(), (xf, ms.mutable((1, 2))))]:
    try:
        r = c(*args)
        print(label, "| OK", str(r).replace("\n", " "))
    except Exception as e:
        lines = [l for l in str(e).splitlines() if l.strip()]
        print(label, "|", type(e).__name__, "|", lines[0] if lines else "")

import hashlib, numpy as np, sys
import mindspore as ms
from mindspore import ops, nn
mode = sys.argv[1]
ms.set_context(mode=ms.GRAPH_MODE if mode == "graph" else ms.PYNATIVE_MODE)
out = []
def rec(label, v):
    if isinstance(v, (tuple, list)):
        for i, e in enumerate(v): rec(f"{label}[{i}]", e)
        return
    a = v.asnumpy() if hasattr(v, "asnumpy") else np.asarray(v)
    out.append(f"{label} {a.dtype} {a.shape} {hashlib.md5(np.ascontiguousarray(a).tobytes()).hexdigest()} {a.ravel()[:3]}")
class Tr(nn.Cell):
    def construct(self, x): return ops.trace(x)
class TrM(nn.Cell):
    def __init__(self, o, a1, a2, dt): super().__init__(); self.o, self.a1, self.a2, self.dt = o, a1, a2, dt
    def construct(self, x): return x.trace(self.o, self.a1, self.a2, self.dt)
class L2(nn.Cell):
    def __init__(self): super().__init__(); self.op = ops.L2Loss()
    def construct(self, x): return self.op(x)
base = (np.arange(60, dtype=np.float64).reshape(3, 4, 5) * 0.37 + 1e3) ** 1.3
for dt in (np.float16, np.float32, np.float64, np.int8, np.int32, np.int64):
    x2 = ms.Tensor((base[0] % 100).astype(dt))
    rec(f"trace {dt.__name__}", Tr()(x2))
    x3 = ms.Tensor((base % 120).astype(dt))
    for (o, a1, a2, d) in ((0, 0, 1, None), (1, 2, 0, None), (-1, 1, 2, ms.float64), (2, 0, 2, ms.float32), (0, 1, 0, ms.float16)):
        rec(f"tr3 {dt.__name__} {o}{a1}{a2}{d}", TrM(o, a1, a2, d)(x3))
    if np.dtype(dt).kind == "f":
        rec(f"l2 {dt.__name__}", L2()(ms.Tensor((base % 300).astype(dt))))
        rec(f"l2big {dt.__name__}", L2()(ms.Tensor((base * 3).astype(dt))))
        rec(f"grad trace {dt.__name__}", ms.grad(Tr())(x2))
        rec(f"grad tr3 {dt.__name__}", ms.grad(TrM(1, 2, 0, ms.float64))(x3))
        rec(f"grad tr3b {dt.__name__}", ms.grad(TrM(-1, 0, 1, None))(x3))
        rec(f"grad l2 {dt.__name__}", ms.grad(L2())(ms.Tensor((base % 300).astype(dt))))
        # inf off the diagonal / inf dout
        xi = (base[0] % 10).astype(dt); xi[0, 1] = np.inf
        rec(f"trace inf {dt.__name__}", Tr()(ms.Tensor(xi)))
        rec(f"vag l2 {dt.__name__}", ms.value_and_grad(L2())(ms.Tensor((base % 7).astype(dt))))
print("\n".join(out))

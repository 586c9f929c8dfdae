"""SumExt / ProdExt / MeanExt of a constant Tensor in graph code (a Cell attribute, a global read by a jit function):
MindSpore 2.10 folds them with numpy while it compiles (infer_value_for_SumExt / ProdExt / MeanExt) and keeps
numpy's dtype.  Before (session 45 left them as special cases in ops.sum / ops.prod only), msgraph gave
``mint.sum`` / ``mint.prod`` of a uint8 constant Int64 (MindSpore: UInt64), ``ops.prod(c, 0, dtype=ms.int32)`` of
a constant Int64 and unwrapped (MindSpore: numpy's int32 product, wrapping), ``mint.mean`` / ``Tensor.mean(dim=)``
of an integer constant the kernel's truncated integer (MindSpore: Float64) and of a bool constant the kernel's
RuntimeError (MindSpore: Float64).  Arguments (graph values) are computed by the kernels, as before."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, mint
from _conf import emit_error

U8 = np.array([[200, 100, 3], [4, 5, 6]], np.uint8)
I8 = np.array([[100, 100, -3], [4, 5, 6]], np.int8)
I32 = np.array([[70000, 16000000, -3], [70000, 5, 6]], np.int32)   # (sums below 2**24: the kernels exact)
B = np.array([[True, False, True], [True, True, False]])


class Cap(nn.Cell):
    def __init__(self, c, kind):
        super().__init__()
        self.c = Tensor(c)
        self.kind = kind

    def construct(self, x):
        c = self.c
        if self.kind == "mint_sum":
            r = mint.sum(c)
        elif self.kind == "mint_sum_dim":
            r = mint.sum(c, (0,), True)
        elif self.kind == "mint_prod":
            r = mint.prod(c)
        elif self.kind == "mint_prod_dim":
            r = mint.prod(c, 1)
        elif self.kind == "prod_int32":
            r = ops.prod(c, 0, dtype=ms.int32)
        elif self.kind == "mint_mean":
            r = mint.mean(c)
        elif self.kind == "mint_mean_dim":
            r = mint.mean(c, 1)
        elif self.kind == "mean_dim_kw":
            r = c.mean(dim=1)
        else:
            r = mint.mean(c, dtype=ms.float32)
        return r, x + 1


class Arg(nn.Cell):
    def construct(self, c):
        return mint.sum(c), mint.prod(c, 1), mint.mean(c, 1)


for name, c in (("u8", U8), ("i8", I8), ("i32", I32)):
    for kind in ("mint_sum", "mint_sum_dim", "mint_prod", "mint_prod_dim", "prod_int32", "mint_mean",
                 "mint_mean_dim", "mean_dim_kw", "mint_mean_f32"):
        emit_error(f"{name}_{kind}", lambda: Cap(c, kind)(Tensor(1.0))[0])
for kind in ("mint_sum", "mint_mean", "mint_mean_dim", "mint_mean_f32"):
    emit_error(f"bool_{kind}", lambda: Cap(B, kind)(Tensor(1.0))[0])
emit_error("u8_argument", lambda: Arg()(Tensor(U8)))
emit_error("i8_argument", lambda: Arg()(Tensor(I8)))
G = Tensor(U8)


@ms.jit
def jglobal(x):
    return mint.sum(G), mint.prod(G, 0), mint.mean(G), ops.prod(G, 1, dtype=ms.int16), x


emit_error("u8_global_in_jit", lambda: jglobal(Tensor(1.0))[:4])

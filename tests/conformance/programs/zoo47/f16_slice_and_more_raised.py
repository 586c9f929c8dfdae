"""More of MindSpore 2.10's CPU Graph-mode float16 chains (session 47, zoo47; measured on 1024 elements, each
against the rounded and the unrounded float32 chain).  Ops it runs with a float32 kernel between Casts hand
unrounded values to each other (msgraph.passes.f16_raise).  Slicing a float16 Tensor with ints / slices / Ellipsis
(``x[2:10, 1:40]``, ``x[::2]``, ``x[3]``, ``x[..., 3]``, ``P.StridedSlice``: MindSpore's StridedSlice) is one of them,
so ``MatMul(MatMul(x, w)[:, :32], v)`` (a fused qkv projection split by slicing, as attention code does) reads the
unrounded product; ``P.Slice``, ``ops.narrow``, ``ops.split`` and a None index round.  Abs, CeLU and Atanh are
such ops too (``Exp(Abs(Exp(x)))``: 483 of 1024 elements differ from the rounded chain).  msgraph rounded at each
of them (141 of 312, 868 of 1024, 30 of 1024... elements an ulp off).  PyNative rounds every op (unchanged)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.ops import operations as P
from _conf import emit

a = Tensor((0.1 + 0.8 * (np.sin(np.arange(1024) * 0.37) * 0.5 + 0.5)).reshape(16, 64).astype(np.float16))
b = Tensor((np.cos(np.arange(64 * 64) * 0.53) * 0.2).reshape(64, 64).astype(np.float16))
s = Tensor(np.sin(np.arange(1024) * 0.37).reshape(16, 64).astype(np.float16))


class Chains(nn.Cell):
    def construct(self, a, b, s):
        e = P.Exp()(a)
        m = P.MatMul()(a, b)
        return {"slice2d": P.Exp()(e[2:10, 1:40]), "qkv_split": P.MatMul()(m[:, :32], b[:32]),
                "rows": P.MatMul()(m[4:12], b), "step2": P.Exp()(e[::2]), "int": P.Exp()(e[3]),
                "ellipsis_int": P.Exp()(e[..., 3]), "strided_slice": P.Exp()(P.StridedSlice()(e, (0, 0), (16, 32), (1, 1))),
                "p_slice": P.Exp()(P.Slice()(e, (2, 1), (8, 39))), "narrow": P.Exp()(ops.narrow(e, 1, 4, 20)),
                "split": P.Exp()(ops.split(e, 32, 1)[1]), "new_axis": P.Exp()(e[None, 2:10]),
                "abs": P.Exp()(P.Abs()(e)), "abs_tanh": P.Exp()(P.Abs()(P.Tanh()(s))),
                "abs_matmul": P.MatMul()(P.Abs()(P.RealDiv()(a, 3.0)), b), "celu": P.Exp()(P.CeLU()(P.RealDiv()(a, 3.0))),
                "atanh": P.Exp()(P.Atanh()(P.RealDiv()(a, 3.0)))}


out = Chains()(a, b, s)
for k in sorted(out):
    emit(k, out[k])

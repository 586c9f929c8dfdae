"""Float16 chains through ops MindSpore 2.10's CPU backend has no float16 kernel for (st/graph_kernel's test_fuse chain
``Square(SqrtGrad(...))`` in float16, adapt37gk).

Graph mode runs them in float32 between Casts and drops the float32 -> float16 -> float32 pair between two such ops, so
the second reads the first's unrounded value (msgraph.passes.f16_raise).  Measured both ways on MindSpore (op(Exp(x))
and Exp(op(x)) differ from PyNative in 40-820 of 1024 elements): Softplus, Softsign, GeLU (tanh), Tan, Mish,
SqrtGrad, RealDiv, Pow (also with a Python-scalar exponent), SoftplusGrad, AsinhGrad; Div (``/``) has a float16
kernel (0 differ).  PyNative rounds every op.  Exact.
"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
import mindspore.ops.operations as P
from mindspore.ops.operations import _grad_ops as G
from _conf import emit

EXACT = dict(rtol=0.0, atol=0.0)
x = Tensor((0.1 + 1.9 * (np.sin(np.arange(1024) * 0.37) * 0.5 + 0.5)).reshape(16, 64).astype(np.float16))
y = Tensor((0.1 + 1.9 * (np.cos(np.arange(1024) * 0.53) * 0.5 + 0.5)).reshape(16, 64).astype(np.float16))


class Chains(nn.Cell):
    def construct(self, a, b):
        e = P.Exp()(a)
        return (P.Exp()(P.Softplus()(e)), P.Softplus()(P.Exp()(a * 0.5)),
                P.Exp()(P.Softsign()(e)), P.Exp()(ops.gelu(e, approximate='tanh')), P.Exp()(P.Tan()(a)),
                P.Exp()(ops.mish(e)), P.Exp()(P.RealDiv()(e, b)), P.Exp()(P.RealDiv()(e, 3.0)),
                P.Exp()(P.Pow()(e, b)), P.Exp()(e ** 2), P.Exp()(G.SqrtGrad()(e, b)),
                P.Exp()(G.SoftplusGrad()(a, e)), P.Exp()(G.AsinhGrad()(e, b)), P.Exp()(e / b))


class FuseChain(nn.Cell):
    """test_fuse.py's Net."""

    def construct(self, x, y, z):
        a = P.Square()(P.Mul()(P.Sub()(x, y), x))
        s = G.SqrtGrad()(P.Add()(a, 1), z)
        t = P.Add()(s, P.Square()(s))
        t = P.Add()(t, t)
        return P.Add()(t, t)


names = ("softplus_after_exp", "softplus_before", "softsign", "gelu_tanh", "tan", "mish", "realdiv", "realdiv_scalar",
         "pow", "pow_scalar", "sqrt_grad", "softplus_grad", "asinh_grad", "div_has_f16_kernel")
for name, out in zip(names, Chains()(x, y)):
    emit(name, out, **EXACT)
z = Tensor((np.sin(np.arange(1024) * 0.71) * 2).reshape(16, 64).astype(np.float16))
emit("test_fuse_chain_float16", FuseChain()(x - 1, y - 1, z), **EXACT)

"""MindSpore 2.10's GLU primitive (``ops.GLU``, ``mint.nn.functional.glu``, ``mint.nn.GLU``) against the
composite ``ops.glu`` / ``nn.GLU`` (Split + Sigmoid + Mul), value by value and as printed.

st/ops test_mint_glu printed ``[0.         0.04854752 0.10044756]`` for ``mint.nn.functional.glu`` of
``np.arange(24).reshape(4, 6) / 12``; msgraph printed ``[0.         0.04854757 0.10044758]`` (SILENT): msgraph's
mint glu was ops.glu, whose Sigmoid op follows MindSpore's Sigmoid kernel, while the GLU kernel is
``a * (1 / (1 + exp(-b)))`` with libm's exp, each step rounded to the dtype (measured on 3000 random float16 /
float32 / float64 pairs: 0 differ; its gradient, GluGrad: ``da = dout * s``, ``db = dout * a * s * (1 - s)``).
"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn, ops
from _conf import emit, emit_error, emit_stdout

EXACT = dict(rtol=0, atol=0)

x = Tensor(np.arange(24).reshape(4, 6) / 12, ms.float32)
emit_stdout("mint_glu_print", lambda: print(mint.nn.functional.glu(x)))
emit_stdout("ops_glu_print", lambda: print(ops.glu(x)))
v = np.linspace(-9, 9, 48).reshape(2, 24)
for dt in (ms.float32, ms.float16, ms.float64):
    t = Tensor(v, dt)
    emit(f"mint_glu_{dt}", mint.nn.functional.glu(t, dim=0), **EXACT)
    emit(f"GLU_prim_{dt}", ops.GLU(axis=0)(t), **EXACT)
    emit(f"mint_GLU_cell_{dt}", mint.nn.GLU(dim=0)(t), **EXACT)
    emit(f"ops_glu_{dt}", ops.glu(t, axis=0), **EXACT)
    emit(f"nn_GLU_{dt}", nn.GLU(axis=0)(t), **EXACT)


class Net(nn.Cell):
    def construct(self, t):
        return mint.nn.functional.glu(t, dim=-1)


w = Tensor(np.linspace(-3, 4, 24).reshape(3, 8), ms.float32)
emit("glu_in_cell", Net()(w), **EXACT)
emit("glu_grad", ms.grad(Net())(w), **EXACT)
emit_error("glu_int", lambda: mint.nn.functional.glu(Tensor(np.arange(4), ms.int32)))
emit_error("glu_odd", lambda: ops.GLU(axis=-1)(Tensor(np.arange(3), ms.float32)))

"""Gradient primitives and small ops of st ops/cpu (test_cdist_grad / gelu_grad / kl_div_loss_grad /
l2normalize_grad / gather_d_grad / expand variants, adapt40cpu).  Silent: CdistGrad with 0 < p < 1 is zeros in
MindSpore 2.10 (so is ops.cdist's gradient there; msgraph computed the formula, NaN where a difference is 0), and a
zero difference contributes 0 for other p (msgraph NaN at p = 1.5).  TypeErrors: GeLU of complex, KLDivLossGrad /
L2NormalizeGrad / CdistGrad of int or complex, GatherD with an int8 / int16 / uint8 index, ops.expand of float64 /
int16 / int64 / bool / complex x or a float / uint8 size, and a CdistGrad grad not shaped as dist
(ValueError) (msgraph computed all)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import auto_generate as gen
from mindspore.ops import functional as F
from mindspore.ops.operations import _grad_ops as G
from _conf import emit_error


class Fn(nn.Cell):
    def __init__(self, fn, *extra):
        super().__init__()
        self.fn = fn
        self.extra = extra

    def construct(self, *a):
        return self.fn(*(a + self.extra))


def T(a, dt):
    return Tensor(np.array(a).astype(dt))


g = T([[[1.0, 1.0], [2.0, 2.0]]], "float32")
x1 = T([[[1.0, 1.5], [2.0, 2.0]]], "float32")
x2 = T([[[3.0, 3.0], [2.0, 3.0]]], "float32")
for p in [0.3, 0.5, 0.99, 1.5, 2.5]:
    emit_error(f"CdistGrad_p{p}", lambda: Fn(gen.CdistGrad(p))(g, x1, x2, ops.cdist(x1, x2, p)))
    emit_error(f"cdist_grad_p{p}", lambda: ops.GradOperation(get_all=True)(Fn(ops.cdist, p))(x1, x2))
emit_error("CdistGrad_grad_not_dist_shape", lambda: Fn(gen.CdistGrad(0.5))(
    T([[[1.0, 1.0]]], "float64"), T([[[1.0, 1.0]]], "float64"), T([[[3.0, 2.0]]], "float64"), T([[[9.0]]], "float64")))
for dt in ["int32", "complex64"]:
    x = T([0.5, -1.0], dt)
    emit_error(f"GeLU_{dt}", lambda: Fn(ops.GeLU())(x))
    emit_error(f"KLDivLossGrad_{dt}", lambda: Fn(G.KLDivLossGrad("sum"))(x[0], x, x))
    emit_error(f"L2NormalizeGrad_{dt}", lambda: Fn(G.L2NormalizeGrad(0, 1e-4))(x, x, x))
    emit_error(f"CdistGrad_{dt}", lambda: Fn(gen.CdistGrad(2.0))(T([[[1]]], dt), T([[[1]]], dt), T([[[3]]], dt),
                                                                T([[[2]]], dt)))
for idt in ["int8", "int16", "uint8", "int64"]:
    emit_error(f"GatherD_index_{idt}", lambda: Fn(ops.GatherD())(T(np.arange(6).reshape(2, 3), "float32"), 1,
                                                                T([[0, 2], [1, 1]], idt)))
for dt in ["float16", "int32", "int8", "uint8", "float64", "int16", "int64", "bool", "complex64"]:
    emit_error(f"expand_{dt}", lambda: F.expand(T([[1], [2]], dt), Tensor(np.array([2, 3]), ms.int32)))
for sdt in ["int16", "int64", "uint8", "float32"]:
    emit_error(f"expand_size_{sdt}", lambda: F.expand(T([[1], [2]], "float32"), T([2, 3], sdt)))

"""mint.full / mint.full_like differentiated with respect to a Tensor fill_value (adapt44ops; st mint/test_full.py's
test_full_forward_backward[KBK] and test_full_backward_dynamic_rank[GRAPH_MODE], which MindSpore 2.10 passes on CPU):
MindSpore's FillTensor / FullLike bprops return zeros, so the gradient is 0 (a use of the value beside the fill
still counts); ops.full / ops.fill / ops.full_like keep the sum of the ones.  msgraph gave 6 for all.  Graph mode only:
MindSpore's PyNative has no CPU kernel for FillScalar / FullLike (RuntimeError); msgraph gives the same zeros there."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor, nn, mint
from _conf import emit

MODES = ("graph",)

v1 = Tensor(np.array([3.0], np.float32))
v0 = Tensor(3.0, ms.float32)
one = Tensor(np.ones((2, 3), np.float32))


class MintFull(nn.Cell):
    def construct(self, x):
        return mint.full((2, 3), x, dtype=ms.float32).sum()


class MintFullTimesX(nn.Cell):
    def construct(self, x):
        return (mint.full((2, 3), x) * x).sum()


class MintFullInt(nn.Cell):
    def construct(self, x):
        return mint.full((2, 3), x, dtype=ms.int32).sum()


class MintFullLike(nn.Cell):
    def construct(self, x):
        return (mint.full_like(one, x) * one).sum()


class OpsFull(nn.Cell):
    def construct(self, x):
        return ops.full((2, 3), x).sum()


class OpsFill(nn.Cell):
    def construct(self, x):
        return ops.fill(ms.float32, (2, 3), x).sum()


class OpsFullLike(nn.Cell):
    def construct(self, x):
        return ops.full_like(one, x).sum()


class GradAll(nn.Cell):
    """st test_full's FullGradNet: GradOperation(get_all=True) over mint.full(size, value, dtype)."""
    def __init__(self):
        super().__init__()
        self.grad_func = ops.GradOperation(get_all=True)

    def wrap_full(self, size, fill_value, dtype):
        return mint.full(size, fill_value, dtype=dtype)

    def construct(self, size, fill_value, dtype):
        return self.grad_func(self.wrap_full)(size, fill_value, dtype)[0]


emit("mint_full_value_1elem", ms.grad(MintFull())(v1))
emit("mint_full_value_0d", ms.grad(MintFull())(v0))
emit("mint_full_times_value", ms.grad(MintFullTimesX())(v0))
emit("mint_full_int_dtype", ms.grad(MintFullInt())(v0))
emit("mint_full_like", ms.grad(MintFullLike())(v0))
emit("ops_full", ms.grad(OpsFull())(v0))
emit("ops_fill", ms.grad(OpsFill())(v0))
emit("ops_full_like", ms.grad(OpsFullLike())(v0))
emit("st_full_grad_net", GradAll()((2, 3), v1, ms.int32))

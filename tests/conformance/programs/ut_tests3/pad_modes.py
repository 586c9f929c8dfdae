"""ops.pad with mode 'reflect', 'replicate' and 'circular' (and negative amounts, which crop first): values,
gradients, errors."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


class PadNet(nn.Cell):
    def __init__(self, padding, mode):
        super().__init__()
        self.padding = padding
        self.mode = mode

    def construct(self, x):
        return ops.pad(x, self.padding, self.mode)


x = Tensor(np.arange(24, dtype=np.float32).reshape(1, 2, 3, 4))
for mode in ("reflect", "replicate", "circular"):
    emit(f"{mode}_2d", PadNet((1, 2, 2, 1), mode)(x))
    emit(f"{mode}_2d_unbatched", PadNet((1, 2, 2, 1), mode)(x[0]))
    emit(f"{mode}_last", PadNet([2, 1], mode)(x[0]))
    emit(f"{mode}_last_2d", PadNet([1, 3], mode)(x[0, 0]))
    emit(f"{mode}_negative", PadNet((-1, 2, 2, -1), mode)(x))
    emit_error(f"{mode}_last_4d", ops.pad, x, (2, 1), mode)
    emit_error(f"{mode}_3d_4d", ops.pad, x, (1, 1, 1, 0, 1, 1), mode)
    emit_error(f"{mode}_3d_5d", ops.pad, x.reshape(1, 1, 2, 3, 4), (1, 1, 1, 0, 1, 1), mode)
    emit_error(f"{mode}_1d_rank1", ops.pad, x.reshape(-1), (1, 1), mode)
    emit_error(f"{mode}_2d_rank2", ops.pad, x[0, 0], (1, 1, 1, 1), mode)
x1 = Tensor(np.array([[[1.0, 2.0, 3.0, 4.0, 5.0]]], np.float64))
emit("reflect_1d_f64", PadNet((3, 2), "reflect")(x1))
emit_error("reflect_too_wide_2d", ops.pad, x1, (5, 0), "reflect")
emit("replicate_int", PadNet((2, 3), "replicate")(Tensor(np.array([[[1, 2, 3]]], np.int32))))


def loss(v):
    return (ops.pad(v, (1, 2, 2, 1), "reflect") * Tensor(np.arange(42, dtype=np.float32).reshape(1, 1, 6, 7))).sum()


def loss_rep(v):
    return (ops.pad(v[0], (2, 1), "replicate") ** 2).sum()


emit("reflect_grad", ms.grad(loss)(x[:, :1]))
emit("replicate_grad", ms.grad(loss_rep)(x[:, :1]))
emit_error("reflect_too_wide", ops.pad, x[0], (4, 0), "reflect")

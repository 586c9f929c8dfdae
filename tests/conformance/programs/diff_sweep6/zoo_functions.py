"""Functions and primitives the zoo_prims6 sweep (tools/diff_sweep.py) found missing or different, as MindSpore 2.10:
ops.rot90 (and Tensor.rot90) with MindSpore's argument errors, ops.unique_consecutive, ops.kron, ops.dist, ops.diag_embed, ops.MirrorPad
(REFLECT / SYMMETRIC), ops.avg_pool2d's ceil_mode / count_include_pad / divisor_override (MindSpore's signature:
ceil_mode is the 5th argument), the index output of ops.Unique / ops.unique (Int64 for an int64 input, else Int32),
with their gradients."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit, emit_error


class F(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *a):
        return self.fn(*a)


class Rot(nn.Cell):
    def construct(self, x):
        return ops.rot90(x, 1, (1, 2)), ops.rot90(x, -1, (0, 1)), ops.rot90(x, 2, [2, 0]), x.rot90(3, (0, 2))


class Kron(nn.Cell):
    def construct(self, x, y):
        return ops.kron(x, y), ops.kron(x[0], y[0, 0]), ops.kron(x, y[0, 0, 0])


class Dist(nn.Cell):
    def construct(self, x, y):
        return ops.dist(x, y), ops.dist(x, y[0], 1), ops.dist(x, y, 3), ops.dist(x[0, 0, 0], y[0, 0, 0])


class DiagEmbed(nn.Cell):
    def construct(self, x):
        return ops.diag_embed(x), ops.diag_embed(x, 1), ops.diag_embed(x[0], -1, 0, 2), ops.diag_embed(x, 0, -1, 1)


class Mirror(nn.Cell):
    def __init__(self, mode):
        super().__init__()
        self.pad = ops.MirrorPad(mode)

    def construct(self, x):
        return self.pad(x, ms.Tensor([[0, 0], [1, 1], [2, 1]]))


class Pool(nn.Cell):
    def construct(self, x):
        return (ops.avg_pool2d(x, 2, 1, 0, True), ops.avg_pool2d(x, 2, 2, 1, True, False),
                ops.avg_pool2d(x, 3, 2, 1, False, True, 2), ops.avg_pool2d(x, (2, 3), (2, 1), (1, 1, 0, 0), ceil_mode=True),
                ops.avg_pool2d(x, 2, 1))


class UniqC(nn.Cell):
    def construct(self, x):
        return (ops.unique_consecutive(x, True, True), ops.unique_consecutive(x, True, True, 0),
                ops.unique_consecutive(x, False, True, 1), ops.unique_consecutive(x))


class Uniq(nn.Cell):
    def construct(self, x):
        return ops.Unique()(x.reshape(-1)), ops.unique(x)


def rot_sq(a):
    return ops.rot90(a, 1, (1, 2)) * ops.rot90(a, 1, (1, 2))


def kron_half(a, b):
    return ops.kron(a, b[0]) * 0.5


def dist_sum(a, b):
    return ops.dist(a, b) + ops.dist(a, b, 1)


def diag_embed2(a):
    return ops.diag_embed(a, 1) * 2


def pool3(a):
    return ops.avg_pool2d(a, 2, 2, 1, True, False) * 3


x = ms.Tensor((np.arange(24).reshape(2, 3, 4) * 0.75 - 8.75).astype(np.float32))
y = ms.Tensor((np.arange(24).reshape(2, 3, 4)[::-1] % 5 * 0.5 - 1).astype(np.float32))
xi = ms.Tensor(np.arange(24).reshape(2, 3, 4).astype(np.int32) - 12)
emit("rot90", Rot()(x))
emit("rot90_int", Rot()(xi))
emit("rot90_grad", ms.grad(F(rot_sq))(x))
emit_error("rot90_same_dims", ops.rot90, x, 1, (1, 1))
emit_error("rot90_dims_wrap", ops.rot90, x, 1, (0, -3))
emit_error("rot90_dim_range", ops.rot90, x, 1, (0, 3))
emit_error("rot90_dims_len", ops.rot90, x, 1, (0, 1, 2))
emit_error("rot90_k_float", ops.rot90, x, 1.0, (0, 1))
emit_error("rot90_dims_int", ops.rot90, x, 1, 0)
emit("kron", Kron()(x, y))
emit("kron_int", Kron()(xi, ms.Tensor(np.arange(24).reshape(2, 3, 4).astype(np.int64) % 3)))
emit("kron_grad", ms.grad(F(kron_half), (0, 1))(x, y))
emit_error("kron_not_tensor", ops.kron, x, 2)
emit("dist", Dist()(x, y), rtol=1e-5)
emit("dist_grad", ms.grad(F(dist_sum), (0, 1))(x, y), rtol=1e-5)
emit_error("dist_not_tensor", ops.dist, x, 1.0)
emit("diag_embed", DiagEmbed()(x))
emit("diag_embed_int", DiagEmbed()(xi))
emit("diag_embed_grad", ms.grad(F(diag_embed2))(x))
emit_error("diag_embed_bool", ops.diag_embed, x > 0)
emit_error("diag_embed_same_dims", ops.diag_embed, x, 0, 1, -3)
emit_error("diag_embed_dim_range", ops.diag_embed, x, 0, 4, 1)
for mode in ("REFLECT", "SYMMETRIC"):
    emit(f"mirror_pad_{mode}", Mirror(mode)(x))
    emit(f"mirror_pad_{mode}_int", Mirror(mode)(xi))
    emit(f"mirror_pad_{mode}_grad", ms.grad(Mirror(mode))(x))
emit_error("mirror_pad_too_big", ops.MirrorPad("REFLECT"), x, ms.Tensor([[0, 0], [3, 0], [0, 0]]))
emit("mirror_pad_symmetric_full", ops.MirrorPad("SYMMETRIC")(x, ms.Tensor([[2, 2], [0, 3], [0, 0]])))
x4 = ms.Tensor((np.arange(2 * 3 * 5 * 6).reshape(2, 3, 5, 6) % 11 * 0.5 - 2).astype(np.float32))
emit("avg_pool2d", Pool()(x4))
emit_error("avg_pool2d_padding_pair", ops.avg_pool2d, x4, 2, 1, (1, 0), True)
emit_error("avg_pool2d_padding_list", ops.avg_pool2d, x4, 2, 1, [1, 1, 0, 0])
emit("avg_pool2d_grad", ms.grad(F(pool3))(x4))
emit("unique_consecutive", UniqC()(ms.Tensor(np.array([[1, 1], [1, 1], [2, 3], [2, 3], [1, 1]], np.float32))))
emit("unique_consecutive_int", UniqC()(ms.Tensor(np.array([[1, 1, 2], [2, 2, 2]], np.int32))))
for dt in (np.int64, np.int32, np.float32, np.uint8):
    emit(f"unique_{np.dtype(dt).name}", Uniq()(ms.Tensor((np.arange(12).reshape(3, 4) * 5 % 7).astype(dt))))

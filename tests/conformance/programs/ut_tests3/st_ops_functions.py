"""ops.margin_ranking_loss, multilabel_soft_margin_loss, slice_scatter, select_scatter, vecdot, vector_norm,
nanmean, is_nonzero: values (inside a Cell, so Graph mode compiles them) and argument errors."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


class Fn(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *args):
        return self.fn(*args)


def _f1(x, y, z):
    return ops.margin_ranking_loss(x, y, z)


def _f2(x, y, z):
    return ops.margin_ranking_loss(x, y, z, 0.2, "none")


def _f3(x, y, z):
    return ops.margin_ranking_loss(x, y, z, 0.5, "sum")


def _f4(p, q):
    return ops.multilabel_soft_margin_loss(p, q)


def _f5(p, q):
    return ops.multilabel_soft_margin_loss(p, q, w, "none")


def _f6(p, q):
    return ops.multilabel_soft_margin_loss(p, q, None, "sum")


def _f7(p, q):
    return ops.slice_scatter(p, q, 1, 0, 2)


def _f8(p, q):
    return ops.slice_scatter(p, q, 2, 0, None, 2)


def _f9(p, q):
    return ops.slice_scatter(p, q, -1, -2)


def _f10(p, q):
    return ops.select_scatter(p, q, 1, 0)


def _f11(p, q):
    return ops.select_scatter(p, q, 2, -1)


def _f12(p, q):
    return ops.vecdot(p, q, axis=-1)


def _f13(p, q):
    return ops.vecdot(p, q, axis=0)


def _f14(p, q):
    return ops.vecdot(p, q, axis=1)


def _f15(p):
    return ops.vector_norm(p)


def _f16(p):
    return ops.vector_norm(p, 2, 1, True)


def _f17(p):
    return ops.vector_norm(p, float("inf"), 0)


def _f18(p):
    return ops.vector_norm(p, -float("inf"), (0, 1))


def _f19(p):
    return ops.vector_norm(p, 0, 1)


def _f20(p):
    return ops.vector_norm(p, 3.0, -1)


def _f21(p):
    return ops.vector_norm(p, 1, (0, 1), True)


def _f22(p):
    return ops.nanmean(p, axis=0, keepdims=True)


def _f23(p):
    return ops.nanmean(p)


def _f24(p):
    return ops.nanmean(p, 1)


a = Tensor(np.array([0.3, -0.6, 1.2, 0.5], np.float32))
b = Tensor(np.array([0.1, 0.4, 1.5, -0.5], np.float32))
t = Tensor(np.array([1.0, -1.0, 1.0, -1.0], np.float32))
emit("margin_ranking", Fn(_f1)(a, b, t))
emit("margin_ranking_none", Fn(_f2)(a, b, t))
emit("margin_ranking_sum_fp16", Fn(_f3)(
    a.astype(ms.float16), b.astype(ms.float16), t.astype(ms.float16)))
emit_error("margin_ranking_margin_int", ops.margin_ranking_loss, a, b, t, 1)
emit_error("margin_ranking_dtype", ops.margin_ranking_loss, a, b.astype(ms.float16), t)
emit_error("margin_ranking_reduction", ops.margin_ranking_loss, a, b, t, 0.0, "max")

x = Tensor(np.array([[0.3, 0.6, -0.6], [0.9, 0.4, 0.2]], np.float32))
y = Tensor(np.array([[0.0, 1.0, 1.0], [1.0, 0.0, 1.0]], np.float32))
w = Tensor(np.array([1.0, 1.5, 0.8], np.float32))
emit("multilabel_soft", Fn(_f4)(x, y))
emit("multilabel_soft_weight_none", Fn(_f5)(x, y))
emit("multilabel_soft_sum", Fn(_f6)(x, y))

base = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))
emit("slice_scatter_axis1", Fn(_f7)(
    base, Tensor(np.full((2, 2, 4), -1.0, np.float32))))
emit("slice_scatter_step", Fn(_f8)(
    base, Tensor(-np.arange(12, dtype=np.float32).reshape(2, 3, 2))))
emit("slice_scatter_neg", Fn(_f9)(
    base, Tensor(np.zeros((2, 3, 2), np.float32))))
emit("select_scatter", Fn(_f10)(base, Tensor(np.ones((2, 4), np.float32))))
emit("select_scatter_neg", Fn(_f11)(base,
                                                                          Tensor(np.ones((2, 3), np.float32))))

u = Tensor(np.array([[1.0, 3.0], [5.0, 7.0], [9.0, 8.0]], np.float32))
v = Tensor(np.array([[4.0, 5.0], [6.0, 7.0], [3.0, 2.0]], np.float32))
emit("vecdot", Fn(_f12)(u, v))
emit("vecdot_axis0", Fn(_f13)(u, v))
emit("vecdot_broadcast", Fn(_f14)(
    Tensor(np.arange(12, dtype=np.float32).reshape(2, 3, 2)), Tensor(np.array([[[1.0, -1.0]], [[0.5, 2.0]]],
                                                                                np.float32))))
emit("vecdot_complex", ops.vecdot(Tensor(np.array([[1 + 2j, 3 + 4j]], np.complex64)),
                                  Tensor(np.array([[5 + 6j, 7 - 8j]], np.complex64))))
emit_error("vecdot_axis_range", ops.vecdot, u, v, axis=2)
emit_error("vecdot_axis_float", ops.vecdot, u, v, axis=1.0)

m = Tensor(np.array([[3.0, -4.0, 0.0], [1.0, 2.0, -2.0]], np.float32))
emit("vector_norm_default", Fn(_f15)(m))
emit("vector_norm_axis", Fn(_f16)(m))
emit("vector_norm_inf", Fn(_f17)(m))
emit("vector_norm_ninf", Fn(_f18)(m))
emit("vector_norm_zero", Fn(_f19)(m))
emit("vector_norm_p3", Fn(_f20)(m))
emit("vector_norm_p1_keep", Fn(_f21)(m))
emit_error("vector_norm_dup_axis", ops.vector_norm, m, 2, (1, 1))
emit_error("vector_norm_axis_list", ops.vector_norm, m, 2, [0, 1])

n = Tensor(np.array([[float("nan"), 128.1, -256.9], [float("nan"), float("nan"), 128.0]], np.float32))
emit("nanmean_axis0", Fn(_f22)(n))
emit("nanmean_all", Fn(_f23)(n))
emit("nanmean_axis1", Fn(_f24)(n))

emit("is_nonzero", [ops.is_nonzero(Tensor(np.array([[[False]]]))), ops.is_nonzero(Tensor(np.array([[3.5]])))])
emit_error("is_nonzero_numel", ops.is_nonzero, Tensor(np.array([1.0, 2.0], np.float32)))
emit_error("is_nonzero_not_tensor", ops.is_nonzero, 1)

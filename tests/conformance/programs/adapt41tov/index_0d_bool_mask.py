"""A 0-d bool Tensor index of a 0-d Tensor (`x[x > 1]`, `x[Tensor(True)]`; st/tensor test_getitem /
test_index_error variants, adapt41tov sweep) is MindSpore 2.10's ValueError ("The input data's dim must in the
range of [1, 7]") -- msgraph returned numpy's one- or zero-element result, SILENT.  Writes through it, and masks of
a rank-1+ Tensor, and `masked_select` of 0-d operands (a 1-d result), unchanged.  The same ValueError for an
int Tensor or a list index of a 0-d Tensor (msgraph: IndexError); a bool mask shorter than the Tensor's leading
dimensions (a (2,) mask of a (3, 4) Tensor, a (3,) mask of a (0, 4) one) is PyNative's shape ValueError (msgraph:
IndexError); `diagonal_scatter` of a 0-d input a ValueError (msgraph: ZeroDivisionError).  MindSpore's Graph mode fails NonZero's kernel (RuntimeError): FOLLOW_PYNATIVE."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error

FOLLOW_PYNATIVE = {
    "cell_mask_true": "MindSpore's Graph mode fails NonZero's CPU kernel on a 0-d mask (RuntimeError); msgraph's graph "
                      "code raises PyNative's ValueError",
    "cell_mask_false": "the same NonZero kernel failure",
}


class Mask(nn.Cell):
    def construct(self, x, t):
        return x[x > t]


x0 = Tensor(np.array(1.5, np.float32))
i0 = Tensor(np.array(3, np.int32))
x2 = Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32))
x3 = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4))
emit_error("mask_true", lambda: x0[x0 > 1])
emit_error("mask_false", lambda: x0[x0 > 2])
emit_error("mask_tensor_true", lambda: x0[Tensor(True)])
emit_error("mask_int_0d", lambda: i0[i0 == 3])
emit_error("cell_mask_true", lambda: Mask()(x0, Tensor(1.0)))
emit_error("cell_mask_false", lambda: Mask()(x0, Tensor(2.0)))
emit_error("int_tensor_index_0d", lambda: x0[Tensor([0, 0])])
emit_error("int_tensor_0d_index_0d", lambda: x0[Tensor(0)])
emit_error("list_index_0d", lambda: x0[[0]])
emit_error("short_mask_2d", lambda: x3[Tensor(np.array([True, False]))])
emit_error("short_mask_empty", lambda: Tensor(np.zeros((0, 4), np.float32))[Tensor(np.array([True, False, True]))])
emit_error("diagonal_scatter_0d", lambda: x0.diagonal_scatter(Tensor(np.ones(1), ms.float32)))
emit("mask_2d", x2[x2 > 2])
emit("mask_2d_false", x2[Tensor(False)])
emit("python_true_0d", x0[True])
emit("none_0d", x0[None])
emit("masked_select_0d_true", x0.masked_select(x0 > 1))
emit("masked_select_0d_false", x0.masked_select(x0 > 2))
emit("masked_select_0d_tensor_mask", ms.ops.masked_select(i0, Tensor(True)))
y = x0.copy()
y[y > 1] = 7.0
emit("write_0d_mask", y)

"""Tensor.resize / Tensor.choose / Tensor.allclose / Tensor.equal(other) (MindSpore 2.10), eager and inside a Cell,
and PyNative's wording of the overload TypeErrors (``x.max(a=1, b=1)``, ``x.reshape(1.1)``...)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error

x = Tensor(np.array([[1, 2, 3], [4, 5, 6]], np.float32))
emit("resize33", x.resize(3, 3))
emit("resize22", x.resize(2, 2))
emit("resize_tuple", x.resize((1, 4)))
emit("resize_none", x.resize())
emit("resize_int", x.resize(8))
emit("resize_neg", x.resize(-1))
emit("resize_int32", Tensor(np.arange(4, dtype=np.int32)).resize(2, 3))
c = [[0, 1, 2, 3], [10, 11, 12, 13], [20, 21, 22, 23], [30, 31, 32, 33]]
a = Tensor(np.array([2, 3, 1, 0]))
emit("choose_list", a.choose(c))
emit("choose_tensor", a.choose(Tensor(np.array(c, np.float32) + 0.7)))
emit("choose_clip", Tensor(np.array([5, -1, 1, 0])).choose(c))
emit("choose_wrap", Tensor(np.array([5, -1, 1, 0])).choose(c, mode="wrap"))
emit_error("choose_raise", lambda: Tensor(np.array([5, -1, 1, 0])).choose(c, mode="raise"))
emit("choose_bcast", Tensor(np.array([[0, 1], [1, 0]])).choose(
    [Tensor(np.array([1.5, 2.5], np.float32)), Tensor(np.array([[7.0], [8.0]], np.float32))]))
emit_error("choose_scalar", lambda: Tensor(np.array(1)).choose(c))
emit("choose_float_idx", Tensor(np.array([1.7, 0.2], np.float32)).choose([[1, 2], [3, 4]]))
emit("allclose", x.allclose(x + 1e-6))
emit("allclose_tol", x.allclose(x + 1, 0.0, 0.5))
emit("allclose_nan", Tensor(np.array([np.nan], np.float32)).allclose(Tensor(np.array([np.nan], np.float32)),
                                                                       equal_nan=True))


class Net(nn.Cell):
    def construct(self, t, idx, ch):
        return t.resize(3, 3), t.resize(4), idx.choose(ch), idx.choose(ch, mode="wrap")


emit("in_cell", Net()(x, Tensor(np.array([[0, 2], [1, 5]], np.int32)),
                      Tensor(np.arange(12, dtype=np.float32).reshape(3, 2, 2) * 1.5)))

ms.set_context(mode=ms.PYNATIVE_MODE)
y = Tensor([1, 2, 3, 4, 5])
emit_error("err_extra_arg", lambda: y.abs(1))
emit_error("err_missing_arg", lambda: y.equal())
emit_error("err_initial_list", lambda: y.max(1, True, initial=[1]))
emit_error("err_reshape_float", lambda: y.reshape(1.1))
emit_error("err_keepdims_int", lambda: y.max(1, 1, initial=None))
emit_error("err_bad_keyword", lambda: y.max(1, True, il=[1]))
emit_error("err_bad_keywords", lambda: y.max(a=1, b=1))
emit_error("err_bad_types", lambda: y.max(1, [1]))

"""Argument checks of the most-used primitives, third pass (adapt42ops): ops.Squeeze takes an axis named twice
((0, 0), (0, -3)) as once (msgraph: the reductions' repeated-dim RuntimeError); ops.L2Normalize takes one axis, a
tuple of two is its TypeError (msgraph normalized over both); ops.Pad of a 0-d input is a RuntimeError (msgraph:
numpy's pad_width TypeError); ops.FastGeLU of a Python float is a TypeError as the other activations' (msgraph
computed)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error


class Fn(nn.Cell):
    def __init__(self, fn, *extra):
        super().__init__()
        self.fn = fn
        self.extra = extra

    def construct(self, *a):
        return self.fn(*(a + self.extra))


X = Tensor(np.array([[1.5, 0.0, -2.0, 4.0], [3.0, 3.0, 0.5, -1.0], [2.0, 7.0, 0.0, 1.0]], np.float32))
O = Tensor(np.arange(3, dtype=np.float32).reshape(1, 3, 1))
emit_error("squeeze_axis_twice", lambda: Fn(ops.Squeeze((0, 0)))(O))
emit_error("squeeze_axis_twice_negative", lambda: Fn(ops.Squeeze((0, -3, 2)))(O))
emit_error("squeeze_fn_axis_twice", lambda: Fn(ops.squeeze, (2, -1))(O))
emit_error("squeeze_axis_twice_not_one", lambda: Fn(ops.Squeeze((1, 1, 0)))(O))
emit_error("squeeze_axis_list", lambda: Fn(ops.Squeeze([0, 2]))(O))
emit_error("squeeze_0d", lambda: Fn(ops.Squeeze())(Tensor(np.float32(2.0))))
emit_error("squeeze_0d_axis_0", lambda: Fn(ops.Squeeze(0))(Tensor(np.float32(2.0))))
emit_error("squeeze_0d_axes_0_minus1", lambda: Fn(ops.Squeeze((0, -1)))(Tensor(np.float32(2.0))))
emit_error("squeeze_0d_axis_twice", lambda: Fn(ops.Squeeze((0, 0)))(Tensor(np.float32(2.0))))
emit_error("l2_normalize_two_axes", lambda: Fn(ops.L2Normalize((0, 1)))(X))
emit_error("l2_normalize_two_axes_reversed", lambda: Fn(ops.L2Normalize((1, 0), 1e-4))(X))
emit_error("l2_normalize_one_axis_tuple", lambda: Fn(ops.L2Normalize((1,)))(X))
emit_error("l2_normalize_one_axis_list", lambda: Fn(ops.L2Normalize([-1]))(X))
emit_error("l2_normalize_int_axis", lambda: Fn(ops.L2Normalize(0))(X))
emit_error("pad_0d", lambda: Fn(ops.Pad(()))(Tensor(np.float32(1.0))))
emit_error("pad_0d_one_pair", lambda: Fn(ops.Pad(((1, 1),)))(Tensor(np.float32(1.0))))
emit_error("pad_1d", lambda: Fn(ops.Pad(((1, 2),)))(Tensor(np.array([1.0, 2.0], np.float32))))
emit_error("fast_gelu_py_float", lambda: ops.FastGeLU()(2.0))
emit_error("fast_gelu_py_int", lambda: ops.FastGeLU()(2))
emit_error("fast_gelu_fn_py_float", lambda: ops.fast_gelu(-1.0))
emit_error("fast_gelu_0d", lambda: Fn(ops.FastGeLU())(Tensor(np.float32(2.0))))
emit_error("squeeze_axis_out_of_range", lambda: Fn(ops.Squeeze((0, 3)))(O))

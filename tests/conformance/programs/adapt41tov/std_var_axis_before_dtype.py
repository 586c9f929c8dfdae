"""`Tensor.std(axis)` / `Tensor.var(axis)` check each axis against the rank first (st/tensor/overload test_std-style
variants, adapt41tov sweep): a 0-d Tensor with axis 0 / -1 / (0,) is MindSpore 2.10's ValueError "The 'axis' must be
in the range of [-0, 0)" -- msgraph raised IndexError (tuple index out of range); a bool Tensor with an axis out of
range is the same ValueError before bool's reduce error (msgraph: RuntimeError).  In range, the values and bool's
RuntimeError stay."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error


class Std(nn.Cell):
    def __init__(self, axis, var=False):
        super().__init__()
        self.axis = axis
        self.var = var

    def construct(self, x):
        if self.var:
            return x.var(self.axis)
        return x.std(self.axis)


x0 = Tensor(np.array(1.5, np.float32))
i0 = Tensor(np.array(3, np.int32))
b0 = Tensor(np.array(True))
x2 = Tensor(np.array([[1.0, 2.0, 4.0], [0.5, -1.0, 3.0]], np.float32))
b2 = Tensor(np.array([[True, False, True], [False, False, True]]))

emit("f32_0d_all", x0.std())
emit("f32_2d_axis0", x2.std(0))
emit("f32_2d_axis_tuple", x2.var((0, 1)))
emit("f32_0d_cell_all", Std(None)(x0))
emit_error("f32_0d_axis0", lambda: x0.std(0))
emit_error("f32_0d_axis_neg1", lambda: x0.std(-1))
emit_error("f32_0d_axis_tuple", lambda: x0.std((0,)))
emit_error("f32_0d_var_axis0", lambda: x0.var(0))
emit_error("i32_0d_axis0", lambda: i0.std(0))
emit_error("i32_0d_var_neg1", lambda: i0.var(-1))
emit_error("bool_0d_axis0", lambda: b0.std(0))
emit_error("bool_0d_var_axis0", lambda: b0.var(0))
emit_error("bool_2d_axis2", lambda: b2.std(2))
emit_error("f32_2d_axis_neg3", lambda: x2.std(-3))
emit_error("f32_0d_cell_axis0", lambda: Std(0)(x0))
emit_error("i32_0d_cell_var_axis0", lambda: Std(0, True)(i0))

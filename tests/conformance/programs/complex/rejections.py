"""Where MindSpore 2.10 takes no complex Tensor on CPU: the error class, in both modes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
from _conf import emit, emit_error

a = Tensor(np.array([1 + 2j, 3 - 4j], np.complex64))
x = Tensor(np.array([1, 2], np.float32))


class Net(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, *args):
        return self.f(*args)


def run(f, *args):
    return Net(f)(*args).asnumpy()


emit_error("mul_mixed", run, ops.Mul(), a, x)
emit_error("div_mixed", run, ops.Div(), a, x)
emit_error("mul_c64_c128", run, ops.Mul(), a, Tensor(np.array([1, 2], np.complex128)))
emit_error("maximum", run, ops.Maximum(), a, a)
emit_error("minimum", run, ops.Minimum(), a, a)
emit_error("less", run, ops.Less(), a, a)
emit_error("greater", run, ops.Greater(), a, a)
emit_error("less_equal", run, ops.LessEqual(), a, a)
emit_error("relu", run, ops.ReLU(), a)
emit_error("softmax", run, ops.Softmax(), a)
emit_error("isnan", run, ops.IsNan(), a)
emit_error("isinf", run, ops.IsInf(), a)
emit_error("isfinite", run, ops.IsFinite(), a)
emit_error("argmax", run, ops.Argmax(), a)
emit_error("floor", run, ops.Floor(), a)
emit_error("reduce_max", run, ops.ReduceMax(), a)
emit_error("sort", run, ops.Sort(), a)
emit_error("angle_of_float", run, ops.angle, x)
emit_error("complex_mixed", run, ops.Complex(), Tensor(np.array([1, 2], np.float64)), x)
emit_error("complex_int", run, ops.Complex(), Tensor(np.array([1, 2], np.int32)), Tensor(np.array([1, 2], np.int32)))
emit("add_mixed_ok", run(ops.Add(), a, x))
emit("sub_mixed_ok", run(ops.Sub(), a, x))
emit("mul_same_ok", run(ops.Mul(), a, a))

"""adapt40pn: auto_generate ``ones`` / ``zeros`` with a Tensor ``size`` (MindSpore 2.10 CPU; adapted from
st/pynative/pyboost/test_pyboost_ops_ones.py / test_pyboost_ops_zeros.py).

A float Tensor size is MindSpore's TypeError in both modes (graph code: "shape's type 'Tuple[Float32*2]' does not
match expected type 'tuple of int'"); msgraph's Graph mode raised ValueError.  A 2-D int Tensor size stays a
ValueError in graph code and a TypeError eagerly; int Tensor sizes, set_inputs dynamic shape and the gradient
(zeros for the size) compute."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.auto_generate.gen_ops_def import ones, zeros
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *a):
        return self.fn(*a)


for name, f in (("ones", ones), ("zeros", zeros)):
    emit_error(f"{name}_size_float_tensor", lambda: Net(f)(Tensor(np.array([2.0, 3.0], np.float32)), ms.float32))
    emit_error(f"{name}_size_2d_tensor", lambda: Net(f)(Tensor(np.array([[2, 3]], np.int64)), ms.float32))
    emit(f"{name}_size_int_tensor", Net(f)(Tensor(np.array([2, 3], np.int32)), ms.float16))
    emit(f"{name}_size_0d_tensor", Net(f)(Tensor(4, ms.int64), ms.int32))
    c = Net(f)
    c.set_inputs(Tensor(shape=[None], dtype=ms.int64), ms.int32)
    emit(f"{name}_set_inputs_2x3", c(Tensor(np.array([2, 3], np.int64)), ms.int32))
    emit(f"{name}_set_inputs_3x1", c(Tensor(np.array([3, 1], np.int64)), ms.int32))
    emit(f"{name}_grad_size", ops.grad(Net(f), (0,))(Tensor(np.array([2, 3], np.int64)), ms.float64))

"""ops.scatter_nd with scalar indices (st test_scatter_nd: MindSpore's RuntimeError, checked before the shape) and
ops.is_floating_point inside graph code (st test_is_floating_point: a constant bool)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Scatter(nn.Cell):
    def construct(self, indices, updates):
        return ops.scatter_nd(indices, updates, (-23, 9, 36, -4))


class IsFloat(nn.Cell):
    def construct(self, x):
        if ops.is_floating_point(x):
            return x * 2
        return x


emit_error("scatter_nd_scalar_indices", Scatter(), Tensor(np.array(3, np.int64)), Tensor(np.ones([2], np.float32)))
emit("scatter_nd_ok", ops.scatter_nd(Tensor(np.array([[1], [3]], np.int32)), Tensor(np.array([5.0, 7.0], np.float32)),
                                     (5,)))
emit("is_floating_point_f32", IsFloat()(Tensor(np.array([1.5, 2.0], np.float32))))
emit("is_floating_point_int", IsFloat()(Tensor(np.array([1, 2], np.int32))))
emit("is_floating_point_values", (ops.is_floating_point(Tensor(np.array([1.0], np.float16))),
                                  ops.is_floating_point(Tensor(np.array([1], np.int64))),
                                  ms.jit(ops.is_floating_point)(Tensor(np.array([1.0], np.float64)))))

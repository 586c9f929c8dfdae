"""sparse_ops.SparseToDenseV2()(indices, output_shape, values, default_value) (adapt45w2sp, st ops/gpu
test_sparse_to_dense_op on the CPU backend; msgraph lacked the primitive): the dense tensor of output_shape holding
default_value, values at indices (1-D or 2-D indices); out-of-order (even with validate_indices=False), repeated or
out-of-bounds indices and a 0-d values / 1-D default_value are ValueErrors, mixed dtypes TypeErrors."""
import numpy as np
from mindspore import Tensor, nn, jit
from mindspore.ops.operations.sparse_ops import SparseToDenseV2
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, validate=True):
        super().__init__()
        self.op = SparseToDenseV2(validate)

    @jit
    def construct(self, indices, shape, values, default):
        return self.op(indices, shape, values, default)


def T(v, dt):
    return Tensor(np.array(v, dt))


for it in ("int32", "int64"):
    for dt in ("int32", "float64", "float16", "bool", "uint8", "int8"):
        emit(f"2d.{it}.{dt}", Net()(T([[0, 1], [1, 0]], it), T([2, 3], it), T([1, 1], dt), T(0, dt)))
emit("1d", Net()(T([1, 3], np.int64), T([5], np.int64), T([5, 6], np.int64), T(-1, np.int64)))
emit("3d", Net()(T([[0, 0, 1], [1, 1, 0]], np.int32), T([2, 2, 2], np.int32), T([1.5, 2.5], np.float32),
                 T(0.5, np.float32)))
emit_error("unsorted", lambda: Net()(T([[1, 0], [0, 1]], np.int64), T([2, 3], np.int64), T([1, 2], np.int32),
                                     T(0, np.int32)))
emit_error("unsorted_novalidate", lambda: Net(False)(T([[1, 0], [0, 1]], np.int64), T([2, 3], np.int64),
                                                     T([1, 2], np.int32), T(0, np.int32)))
emit_error("repeated", lambda: Net()(T([[0, 1], [0, 1]], np.int64), T([2, 3], np.int64), T([1, 2], np.int32),
                                     T(0, np.int32)))
emit_error("out_of_bounds", lambda: Net()(T([[0, 1], [3, 0]], np.int64), T([2, 3], np.int64), T([1, 2], np.int32),
                                          T(0, np.int32)))
emit_error("default_dtype", lambda: Net()(T([[0, 1]], np.int64), T([2, 3], np.int64), T([1], np.int32),
                                          T(0, np.int64)))
emit_error("shape_dtype", lambda: Net()(T([[0, 1]], np.int32), T([2, 3], np.int64), T([1], np.int32), T(0, np.int32)))
emit_error("default_1d", lambda: Net()(T([[0, 1]], np.int64), T([2, 3], np.int64), T([1], np.int32), T([0], np.int32)))
emit_error("values_0d", lambda: Net()(T([[0, 1]], np.int64), T([2, 3], np.int64), T(5, np.float32), T(1, np.float32)))
# a 0-d index: bounded by output_shape[0], written at that offset of the flattened output (MindSpore 2.10's kernel)
emit("index_0d.1d", Net()(T(2, np.int64), T([4], np.int64), T([7], np.float32), T(0, np.float32)))
emit("index_0d.2d", Net()(T(1, np.int64), T([2, 2], np.int64), T([7], np.float32), T(0, np.float32)))
emit_error("index_0d.out_of_bounds", lambda: Net()(T(5, np.int64), T([2, 2, 2], np.int64), T([7], np.float32),
                                                   T(0, np.float32)))
emit("wider_indices", Net()(T([[1, 0, 1]], np.int64), T([2, 2], np.int64), T([7], np.float32), T(0, np.float32)))
emit_error("narrower_indices", lambda: Net()(T([[1]], np.int64), T([2, 2], np.int64), T([7], np.float32),
                                             T(0, np.float32)))
emit_error("empty_indices", lambda: Net()(T(np.zeros((0, 2)), np.int64), T([2, 2], np.int64),
                                          T(np.zeros(0), np.float32), T(7, np.float32)))
emit_error("zero_dim", lambda: Net()(T([[0, 0]], np.int64), T([0, 2], np.int64), T([1], np.float32), T(7, np.float32)))
emit_error("values_length", lambda: Net()(T([[0, 1], [1, 0]], np.int64), T([2, 2], np.int64), T([1, 2, 3], np.float32),
                                          T(0, np.float32)))

"""graph_semantics_sweep (gss27): a list index holding anything but ints and bools -- here nested lists -- indexes
as a tuple (MindSpore 2.10's tensor_index_by_list, both modes, getitem and setitem): ``a[[[0, 1], [1, 0]]]`` is
``a[[0, 1], [1, 0]]``; msgraph read it as one int array index (numpy's rule), a (2, 2, 3, 4) result."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error

A = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))
AI = Tensor(np.arange(24, dtype=np.int32).reshape(2, 3, 4))


@ms.jit
def get_nested(a):
    return a[[[0, 1], [1, 0]]]


@ms.jit
def get_nested_slice(a):
    return a[[[0, 1], slice(0, 2)]]


@ms.jit
def set_nested(a):
    b = a * 1
    b[[[0, 1], [1, 0]]] = 0
    return b


class GetNested(nn.Cell):
    def construct(self, a):
        return a[[[1, 0], [1, 1], [0, 1]]]


emit("get_nested_f32", get_nested(A))
emit("get_nested_i32", get_nested(AI))
emit("get_nested_slice", get_nested_slice(A))
emit("set_nested", set_nested(A))
emit("cell_three_lists", GetNested()(A))
emit("eager_nested", A[[[1, 0], [1, 1]]])
emit("eager_flat_list", A[[1, 0]])
b = A * 1
b[[[1], [0]]] = -1
emit("eager_set_nested", b)
emit_error("eager_nested_out_of_range", lambda: A[[[0, 5], [1, 0]]])

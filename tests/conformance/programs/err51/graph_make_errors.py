"""Errors MindSpore 2.10 raises where msgraph computed or raised another class (session 51, the error dump of ut
pipeline/parse/test_create_instance test_create_cell_with_tensor, ut ir/test_sparse_tensor
test_sparse_tensor_indices_dim_less_than_dense_shape_dim, ut pynative_mode/test_context test_device_target).

- A Cell instantiated inside `construct` with a Tensor input of the graph: Graph mode's TypeError "When creating an
  instance of 'SubCell', all arguments are required to be constants, but input 0 is a variable" (as for a
  @jit_class); msgraph made the Cell and returned its result.  PyNative runs it.
- `COOTensor(indices, values, shape)` in graph code with indices of 2 columns for a 3-D shape: Graph mode's
  TypeError (MakeCOOTensor's infer); PyNative's ValueError.  msgraph raised ValueError in both modes.  More
  columns than the rank: ValueError in both modes.
- `ms.set_context(device_target=123)`: TypeError "The parameter 'device_target' must be <class 'str'>"; msgraph
  raised its ValueError (not one of the device names).
"""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, COOTensor
from _conf import emit, emit_error


class SubCell(nn.Cell):
    def __init__(self, t):
        super().__init__()
        self.t = t

    def construct(self):
        return self.t * 2


class WrapCell(nn.Cell):
    def construct(self, t):
        return SubCell(t)()


class WrapCellConst(nn.Cell):
    def construct(self, t):
        return SubCell(3)() + t


class MakeCOO(nn.Cell):
    def __init__(self, shape):
        super().__init__()
        self.shape = shape

    def construct(self, indices, values):
        return COOTensor(indices, values, self.shape).values * 1


t = Tensor(np.arange(4, dtype=np.float32).reshape(2, 2))
i2 = Tensor(np.array([[0, 0], [0, 1]], np.int32))
v2 = Tensor(np.array([100, 200], np.float32))

emit_error("cell_made_from_tensor_input", WrapCell(), t)
emit_error("cell_made_from_constant", WrapCellConst(), t)
emit_error("coo_indices_columns_lt_rank", MakeCOO((2, 2, 2)), i2, v2)
emit_error("coo_indices_columns_gt_rank", MakeCOO((2, 2)), Tensor(np.array([[0, 0, 0], [0, 1, 1]], np.int32)), v2)
emit_error("coo_indices_columns_ok", MakeCOO((2, 2)), i2, v2)
emit_error("coo_values_length", MakeCOO((2, 2)), i2, Tensor(np.array([1., 2., 3.], np.float32)))
emit_error("set_context_device_target_int", lambda: ms.set_context(device_target=123))
emit_error("set_context_device_target_none", lambda: ms.set_context(device_target=None))

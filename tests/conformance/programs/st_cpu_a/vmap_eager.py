"""ops.vmap called outside a graph (tests/st/ops/cpu/*: vmap over Cells, functions and primitives):
in_axes per input (None: unmapped, negative axes), out_axes per output, nesting, size mismatch."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from mindspore.ops.functional import vmap
from _conf import emit, emit_error


class AddMul(nn.Cell):
    def construct(self, x, y):
        return x + y, x * y


x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
y = Tensor(np.array([1.0, -2.0, 3.0], np.float32))
z = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))
emit("cell_in_axes_none", vmap(AddMul(), in_axes=(0, None))(x, y))
emit("cell_out_axes_1", vmap(AddMul(), in_axes=(1, 0), out_axes=1)(x, y))
def rsum(a):
    return P.ReduceSum()(a, 0)


emit("fn_neg_axis", vmap(rsum, in_axes=-1)(z))
emit("nested", vmap(vmap(ops.relu, in_axes=0), in_axes=-1)(z - 10))
emit("out_axes_tuple", vmap(AddMul(), in_axes=0, out_axes=(0, 1))(x, x))
emit("int_dtype", vmap(ops.argmax, in_axes=(0,))(z))
emit_error("size_mismatch", lambda: vmap(AddMul(), in_axes=(0, 0))(x, y))

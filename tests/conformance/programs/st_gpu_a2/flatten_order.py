"""ops.flatten(input, order='C', *, start_dim=1, end_dim=-1) (MindSpore 2.10's signature): 'F' order, start_dim ==
end_dim, 0-D / 1-D inputs, and the argument errors (tests/st/ops/gpu/test_flatten_op.py)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, order="C"):
        super().__init__()
        self.order = order

    def construct(self, x, start_dim=1, end_dim=-1):
        return ops.flatten(x, self.order, start_dim=start_dim, end_dim=end_dim)


x = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))
emit("default", Net()(x))
emit("order_f", Net("F")(x))
emit("start0", Net()(x, 0, -1))
emit("start0_f", Net("F")(x, 0, 1))
emit("middle", Net()(x, 1, 1))
emit("last2", Net()(x, -2, -1))
emit("scalar", Net()(Tensor(3.0, ms.float32), 0, 0))
emit("vector_f", Net("F")(Tensor(np.arange(3, dtype=np.int32))))
emit("tensor_method", x.flatten())
emit("tensor_method_f", x.flatten(order="F"))
emit_error("bad_order", lambda: ops.flatten(x, "A"))
emit_error("order_int", lambda: ops.flatten(x, 1))
emit_error("start_after_end", lambda: ops.flatten(x, start_dim=2, end_dim=1))
emit_error("out_of_range", lambda: ops.flatten(x, start_dim=3))
emit_error("float_dim", lambda: ops.flatten(x, start_dim=1.0))
emit_error("not_tensor", lambda: ops.flatten(np.ones((2, 2))))

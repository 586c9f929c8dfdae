"""P.Dropout2D / P.Dropout3D and ops.dropout2d/dropout3d (tests/st/ops/cpu/test_dropout_nd_op.py): the
deterministic cases (keep_prob 0 and 1: values, mask dtype, int inputs), shapes, errors, gradient."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, x):
        return self.op(x)


x4 = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 2, 2) - 5)
x5 = Tensor(np.arange(24, dtype=np.float16).reshape(2, 3, 1, 2, 2))
emit("d2_keep1", Net(P.Dropout2D(1.0))(x4))
emit("d2_keep0", Net(P.Dropout2D(0.0))(x4))
emit("d3_keep1_f16", Net(P.Dropout3D(1.0))(x5))
emit("d3_keep0_int", Net(P.Dropout3D(0.0))(Tensor(np.ones((1, 2, 1, 1, 3), np.int32))))
emit("d2_keep1_int8", Net(P.Dropout2D(1.0))(Tensor(np.full((1, 2, 2, 2), 3, np.int8))))
out, mask = Net(P.Dropout2D(0.4))(x4)
emit("d2_random_shapes", (out.shape, str(out.dtype), mask.shape, str(mask.dtype)))
emit("fn_not_training", ops.dropout2d(x4, p=0.5, training=False))
emit("fn_p0", ops.dropout3d(x5, p=0.0))
emit("grad_keep1", ops.GradOperation()(Net(P.Dropout2D(1.0)))(x4))
emit_error("bad_rank", lambda: Net(P.Dropout2D(0.5))(Tensor(np.ones((2, 3, 2), np.float32))))
emit_error("bad_keep_prob", lambda: P.Dropout2D(1.5)(x4))
